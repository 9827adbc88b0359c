// sBTC withdrawal refusals in words. The codes are the error constants of stacks-network/sbtc
// `contracts/contracts/sbtc-withdrawal.clar` (u500–u508); a person's `initiate-withdrawal-request`
// can only meet u500–u502 (the others guard the signers' accept/reject calls), but a code is
// worded wherever it shows up. Plain strings, no @stacks/transactions: the transaction status may
// show these on any page.

/** The withdrawal contract refuses amounts at or below this (`DUST_LIMIT u546`): `(> amount
 * DUST_LIMIT)` must hold, so the smallest withdrawal is 547 sats. */
export const WITHDRAWAL_DUST_LIMIT_SATS = 546n;

const WITHDRAWAL_ERRORS: Readonly<Record<number, string>> = {
  500: 'the Bitcoin address’s type (its version byte) is not one sBTC can pay to.',
  501: 'the Bitcoin address’s hash has the wrong length for its type.',
  502: `the amount is below the dust limit of ${WITHDRAWAL_DUST_LIMIT_SATS.toString()} sats; withdraw more than that.`,
  503: 'there is no withdrawal request with that id.',
  504: 'only the sBTC signers may settle a withdrawal request.',
  505: 'this withdrawal request was already accepted or rejected.',
  506: 'the Bitcoin fee taken was above the request’s maximum fee.',
  507: 'one withdrawal in a batch of settlements failed.',
  508: 'the Bitcoin block named does not match the chain (a Bitcoin fork).',
};

const ERR_UINT = /^\(err u(\d+)\)$/;

/** The words for a withdrawal contract's `(err uN)`, or undefined for any other answer. */
export function describeWithdrawalError(resultRepr: string | undefined): string | undefined {
  const code = resultRepr === undefined ? undefined : ERR_UINT.exec(resultRepr)?.[1];
  if (code === undefined) return undefined;
  const sentence = WITHDRAWAL_ERRORS[Number(code)];
  if (sentence === undefined) return undefined;
  return `The sBTC withdrawal contract refused it (error u${code}): ${sentence}`;
}
