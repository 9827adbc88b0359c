// How the hub writes its figures: TVL compact, durations in days (numbers by lib/format-number.ts).

import { formatCompactNumber, formatNumber } from '@/lib/format-number';

/** 41_286_530.25 → "41.3M STX"; undefined when the source gave no figure. */
export function formatCompactStx(stx: number | null | undefined): string | undefined {
  return stx === null || stx === undefined ? undefined : `${formatCompactNumber(stx)} STX`;
}

/** "5.3 days", "1 day", "less than a day". */
export function formatDays(days: number): string {
  if (days < 1) return 'less than a day';
  return days === 1 ? '1 day' : `${formatNumber(days, { maximumFractionDigits: 1 })} days`;
}
