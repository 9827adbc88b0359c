import { Button, type ButtonProps } from '@/design-system/button';
import { shortenAddress } from '@/lib/shorten-address';
import styles from './account-button.module.css';

interface AccountButtonProps extends ButtonProps {
  stxAddress: string;
  busy: boolean;
}

/** The connected account, shortened to 4 characters at each end (spec §2). */
export function AccountButton({ stxAddress, busy, ...buttonProps }: AccountButtonProps) {
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
