// sBTC amounts: the token has 8 decimals and the chain counts sats (pox-5.md §4). Kept as bigint
// end to end, so a reward is shown to the sat the manager sends.

const SATS_PER_SBTC = 100_000_000n;
const SBTC_DECIMALS = 8;

/** "0.00084999 sBTC" from sats; trailing zeros of the fraction are dropped ("1 sBTC"). */
export function formatSbtc(sats: bigint): string {
  const negative = sats < 0n;
  const absolute = negative ? -sats : sats;
  const whole = (absolute / SATS_PER_SBTC).toLocaleString('en-US');
  const fraction = (absolute % SATS_PER_SBTC)
    .toString()
    .padStart(SBTC_DECIMALS, '0')
    .replace(/0+$/, '');
  return `${negative ? '−' : ''}${whole}${fraction ? `.${fraction}` : ''} sBTC`;
}

/** "84,999 sats": the exact figure beside the sBTC one, for amounts below a whole coin. */
export function formatSats(sats: bigint): string {
  return `${sats.toLocaleString('en-US')} ${sats === 1n ? 'sat' : 'sats'}`;
}
