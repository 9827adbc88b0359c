import type { AccountTransaction } from '@/stacks/api/account-transaction';

/**
 * µSTX the account's transactions waiting in the mempool will spend: the fees it pays (its own
 * unless sponsored, and those it sponsors) and the STX it transfers. Read from the one mempool
 * answer the activity list shows too (address-mempool.ts, `?address=`), so both agree (review
 * finding 16); that answer lists the transactions paying the account as well, hence the filter.
 * A contract call counts its fee only: the STX it may move is not known before it runs.
 */
export function pendingOutgoingMicroStx(
  transactions: readonly AccountTransaction[],
  address: string,
): bigint {
  let total = 0n;
  for (const tx of transactions) {
    if ((tx.sponsor ?? tx.sender) === address) total += tx.feeMicroStx;
    if (tx.sender === address && tx.payload.type === 'token_transfer') {
      total += tx.payload.amountMicroStx;
    }
  }
  return total;
}
