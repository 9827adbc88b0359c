// The request id `initiate-withdrawal-request` answers: `(ok u7)` as the Stacks API prints the
// transaction's result (`tx_result.repr`). Plain text, no @stacks/transactions.

const OK_UINT = /^\(ok u(\d{1,20})\)$/;

/** The id in `(ok uN)`, or undefined for any other result. */
export function readWithdrawalRequestId(resultRepr: string | undefined): number | undefined {
  const digits = resultRepr === undefined ? undefined : OK_UINT.exec(resultRepr)?.[1];
  if (digits === undefined) return undefined;
  const id = Number(digits);
  return Number.isSafeInteger(id) ? id : undefined;
}
