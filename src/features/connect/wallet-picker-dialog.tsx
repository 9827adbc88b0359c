import { Button } from '@/design-system/button';
import { Dialog } from '@/design-system/dialog';
import type { WalletChoice } from './wallet-choice';
import styles from './wallet-picker-dialog.module.css';

interface WalletPickerDialogProps {
  wallets: readonly WalletChoice[];
  onPick: (walletId: string) => void;
  onDismiss: () => void;
}

/** With several wallets installed, Connect and Switch wallet ask which one. */
export function WalletPickerDialog({ wallets, onPick, onDismiss }: WalletPickerDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title="Choose a wallet"
      description="Several wallets are installed in this browser. Satchel remembers your choice."
    >
      <ul className={styles.list}>
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <Button variant="outline" className={styles.wallet} onClick={() => onPick(wallet.id)}>
              {wallet.icon ? (
                // The name beside it says which wallet: the icon is decoration.
                <img className={styles.icon} src={wallet.icon} alt="" width={24} height={24} />
              ) : (
                <span className={styles.icon} aria-hidden="true" />
              )}
              {wallet.name}
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
