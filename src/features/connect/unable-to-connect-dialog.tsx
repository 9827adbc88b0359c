import { Button } from '@/design-system/button';
import { Dialog } from '@/design-system/dialog';

interface UnableToConnectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenExtension: () => void;
}

/** docs/product-decisions.md#header-and-wallet-connection: shown when the wallet has no Stacks
 * account (typically a Ledger-only setup). */
export function UnableToConnectDialog({
  open,
  onOpenChange,
  onOpenExtension,
}: UnableToConnectDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Unable to connect"
      description="Your wallet does not have a Stacks account available."
      actions={
        <Button variant="solid" onClick={onOpenExtension}>
          Open Leather
        </Button>
      }
    >
      <p>
        Open Leather with your Ledger device connected and unlocked, then choose{' '}
        <strong>Connect Stacks</strong> from the home screen. Come back here and connect again once
        your Stacks account is added.
      </p>
    </Dialog>
  );
}
