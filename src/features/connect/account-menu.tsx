import { DropdownMenu } from '@/design-system/dropdown-menu';
import { AccountButton } from './account-button';
import { discoverWallets } from '@/wallet/wallet-discovery';

interface AccountMenuProps {
  stxAddress: string;
  busy: boolean;
  walletNetwork: 'mainnet' | 'testnet' | undefined;
  onSwitchAccount: () => void;
  /** Offered only when more than one wallet is installed. */
  onSwitchWallet: () => void;
  onOpenExtension: () => void;
  onSignOut: () => void;
}

/** The connected account's button and its menu
 * (docs/product-decisions.md#header-and-wallet-connection). */
export function AccountMenu({
  stxAddress,
  busy,
  walletNetwork,
  onSwitchAccount,
  onSwitchWallet,
  onOpenExtension,
  onSignOut,
}: AccountMenuProps) {
  const hasChoice = discoverWallets().length > 1;
  return (
    <DropdownMenu
      trigger={<AccountButton stxAddress={stxAddress} busy={busy} walletNetwork={walletNetwork} />}
      items={[
        { label: 'Switch account', onSelect: onSwitchAccount },
        ...(hasChoice ? [{ label: 'Switch wallet', onSelect: onSwitchWallet }] : []),
        { label: 'Open extension', onSelect: onOpenExtension },
        { label: 'Sign out', onSelect: onSignOut, intent: 'danger' },
      ]}
    />
  );
}
