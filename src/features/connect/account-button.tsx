import { Button, type ButtonProps } from '@/design-system/button';
import { shortenAddress } from '@/lib/shorten-address';
import styles from './account-button.module.css';

interface AccountButtonProps extends ButtonProps {
  stxAddress: string;
  busy: boolean;
  /** Set when the address belongs to another network than the app's: it is then not shown as
   * the user's account. */
  walletNetwork?: 'mainnet' | 'testnet' | undefined;
}

/** The connected account, shortened to 4 characters at each end
 * (docs/product-decisions.md#header-and-wallet-connection). */
export function AccountButton({
  stxAddress,
  busy,
  walletNetwork,
  ...buttonProps
}: AccountButtonProps) {
  if (walletNetwork) {
    return (
      <Button variant="outline" data-state="other-network" loading={busy} {...buttonProps}>
        Wallet on {walletNetwork}
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      data-state="connected"
      loading={busy}
      title={stxAddress}
      {...buttonProps}
    >
      <span className={styles.address}>{shortenAddress(stxAddress)}</span>
    </Button>
  );
}
