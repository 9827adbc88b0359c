import { formatMicroStx } from '@/lib/micro-stx';
import type { TransactionFlowState } from '@/transaction-flow/transaction-flow-state';

// What the Send STX form shows, read from its state: no React here, so it is tested alone.

/** The fee line: the node's estimate once known, else why there is none yet. */
export function feeText({
  sender,
  publicKey,
  feeMicroStx,
  feeError,
}: {
  sender: string | undefined;
  publicKey: string | undefined;
  feeMicroStx: bigint | undefined;
  feeError: Error | null;
}): string {
  // Without the account's public key the node cannot estimate: the wallet sets the fee.
  if (sender && !publicKey) return 'Set by your wallet';
  if (feeMicroStx !== undefined) return formatMicroStx(feeMicroStx);
  if (feeError) return `Could not estimate the fee: ${feeError.message}`;
  if (sender) return 'Estimating…';
  return 'Connect your wallet to see the fee';
}

/** The amount plus the fee, once both are known. */
export function totalText(
  amountMicroStx: bigint | undefined,
  feeMicroStx: bigint | undefined,
): string {
  return amountMicroStx !== undefined && feeMicroStx !== undefined
    ? formatMicroStx(amountMicroStx + feeMicroStx)
    : '—';
}

/** The progress region's name: the amount sent once there is a request, else the one typed. */
export function stxTransferLabel(
  state: TransactionFlowState,
  typedMicroStx: bigint | undefined,
): string {
  const amount =
    'request' in state && 'amount' in state.request ? state.request.amount : typedMicroStx;
  return amount === undefined ? 'STX transfer' : `Transfer of ${formatMicroStx(amount)}`;
}
