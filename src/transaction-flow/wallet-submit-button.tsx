import { Button, type ButtonProps } from '@/design-system/button';
import type { TransactionFlowState } from './transaction-flow-state';
import type { WalletRequestState } from './use-wallet-request';

/** Where the form's request stands: a broadcast's phase (useTransactionFlow) or a plain wallet
 * request's (useWalletRequest). */
export type WalletSubmitPhase =
  TransactionFlowState['phase'] | WalletRequestState<unknown>['phase'];

export interface WalletSubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  /** The request's phase: the button's label, spinner and whether it takes a click follow it. */
  phase: WalletSubmitPhase;
  /** The form's own work before the request starts (deploy's check of the contract name): busy,
   * with its own label, as while the request is built. */
  preparing?: boolean;
}

/** The words every form shows while its wallet is open, so the person looks there. */
const CONFIRM_IN_WALLET = 'Confirm in your wallet…';

/** How the button looks in each phase; one table, so every form shows the same thing. */
function lookIn(phase: WalletSubmitPhase): { busy: boolean; asking: boolean; blocked: boolean } {
  switch (phase) {
    // Satchel builds the request (reads the chain, encodes it): busy, its own label.
    case 'building':
      return { busy: true, asking: false, blocked: false };
    // The wallet is open: busy, and the words say to look there.
    case 'signing':
      return { busy: true, asking: true, blocked: false };
    // Broadcast, being mined: one transaction at a time, and the progress says where it is.
    case 'pending':
      return { busy: false, asking: false, blocked: true };
    case 'idle':
    case 'not-built':
    case 'wallet-refused':
    case 'answered':
    case 'proposed':
    case 'confirmed':
    case 'failed':
      return { busy: false, asking: false, blocked: false };
  }
}

/** A form's submit button that asks the wallet: its own label, busy while the request is built,
 * "Confirm in your wallet…" while the wallet is open, off while the transaction is mined. */
export function WalletSubmitButton({
  phase,
  preparing = false,
  disabled = false,
  variant = 'solid',
  children,
  ...rest
}: WalletSubmitButtonProps) {
  const { busy, asking, blocked } = lookIn(phase);
  return (
    <Button
      {...rest}
      type="submit"
      variant={variant}
      loading={busy || preparing}
      disabled={disabled || blocked}
    >
      {asking ? CONFIRM_IN_WALLET : children}
    </Button>
  );
}
