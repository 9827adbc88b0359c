// How the hub writes its figures: TVL compact, fees as percentages, durations in days.
// Fixed to en-US, as formatMicroStx is, so the prerendered HTML and the browser agree. Each
// formatter is made on first use, not at import (made-on-first-use.ts says why).

import { madeOnFirstUse } from '@/lib/made-on-first-use';

const compact = madeOnFirstUse(
  () => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
);
const decimal = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }));

/** 41_286_530.25 → "41.3M STX"; undefined when the source gave no figure. */
export function formatCompactStx(stx: number | null | undefined): string | undefined {
  return stx === null || stx === undefined ? undefined : `${compact().format(stx)} STX`;
}

/** "5.3 days", "1 day", "less than a day". */
export function formatDays(days: number): string {
  if (days < 1) return 'less than a day';
  return days === 1 ? '1 day' : `${decimal().format(days)} days`;
}

const feePercent = madeOnFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 }),
);

/** A manager's fee in basis points (docs/staking-pox-5.md#signer-managers: `fees-bips`, below
 * 10000): 500 → "5%", 250 → "2.5%", 0 → "0%". */
export function formatFeeBips(bips: number): string {
  return feePercent().format(bips / 10_000);
}
