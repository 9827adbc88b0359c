// The Hiro API's statuses of a transaction that did not go through (abort_by_response,
// abort_by_post_condition, dropped_*: stacks-blockchain-api src/api/schemas/entities/
// transactions.ts, `tx_status`), in words. The transaction status and the activity list both say
// them, so they live once here.

/** Why a transaction with `status` did not go through; `result` is the Clarity `(err …)` repr. */
export function transactionFailureReason(status: string, result: string | undefined): string {
  switch (status) {
    case 'abort_by_response':
      return `The contract refused it${result ? `: ${result}` : ''}.`;
    case 'abort_by_post_condition':
      return 'A post-condition stopped it; nothing moved but the fee.';
    case 'dropped_replace_by_fee':
    case 'dropped_replace_across_fork':
      return 'It was replaced by another transaction with the same nonce.';
    case 'dropped_too_expensive':
      return 'The network dropped it: its fee was too low.';
    case 'dropped_stale_garbage_collect':
    case 'dropped_expired':
      return 'The network dropped it after it waited too long.';
    case 'dropped_problematic':
      return 'The network dropped it as problematic.';
    default:
      return `The network reports it as ${status}.`;
  }
}
