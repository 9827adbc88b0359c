import { formatMicroStx } from '@/lib/micro-stx';
import type { TransactionFlowState } from './transaction-flow-state';

/** The one set of words for where a transaction stands, used by every page that sends one. */
export function transactionFlowWords(state: TransactionFlowState): string {
  switch (state.phase) {
    case 'idle':
      return '';
    case 'building':
      return 'Preparing the transaction…';
    case 'signing':
      return 'Confirm in your wallet.';
    case 'not-built':
      return `Satchel did not send it: ${state.reason}`;
    case 'wallet-refused':
      return state.message;
    case 'proposed':
      return `Proposed in your wallet: waiting for co-signers.${state.proposalId === undefined ? '' : ` Proposal ${state.proposalId}.`} It is broadcast once enough of the account's signers approve it.`;
    case 'pending':
      return state.seen
        ? 'Pending: waiting to be included in a block.'
        : 'Pending: broadcast, not yet seen by the Stacks API.';
    case 'confirmed':
      return `Confirmed${state.blockHeight === undefined ? '' : ` in block ${state.blockHeight}`}. Fee paid: ${formatMicroStx(state.feeMicroStx)}.`;
    case 'failed':
      return `Failed: ${state.reason} Fee paid: ${formatMicroStx(state.feeMicroStx)}.`;
  }
}
