// How the hub writes the live figures: percentages with one decimal, TVL compact (issue 7).
// Fixed to en-US, as formatMicroStx is, so the prerendered HTML and the browser agree.

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const compact = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 0.0912 → "9.1%"; undefined when the source gave no figure (shown as a dash). */
export function formatPercent(fraction: number | null | undefined): string | undefined {
  return fraction === null || fraction === undefined ? undefined : percent.format(fraction);
}

/** 41_286_530.25 → "41.3M STX"; undefined when the source gave no figure. */
export function formatCompactStx(stx: number | null | undefined): string | undefined {
  return stx === null || stx === undefined ? undefined : `${compact.format(stx)} STX`;
}

/** "5.3 days", "1 day", "less than a day". */
export function formatDays(days: number): string {
  if (days < 1) return 'less than a day';
  return days === 1 ? '1 day' : `${decimal.format(days)} days`;
}

const TOKEN_DECIMALS = 6;

/** A liquid token amount (6 decimals, like STX) with its symbol: 1234500000n → "1,234.5 stSTX". */
export function formatTokenAmount(amount: bigint, symbol: string): string {
  const scale = 10n ** BigInt(TOKEN_DECIMALS);
  const whole = (amount / scale).toLocaleString('en-US');
  const fraction = (amount % scale).toString().padStart(TOKEN_DECIMALS, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} ${symbol}`;
}

/** "Dec 5, 2026": a date estimated from burn blocks is approximate, so no time of day. */
export function formatApproximateDate(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

const feePercent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 2,
});

/** A manager's fee in basis points (pox-5.md §5: `fees-bips`, below 10000): 500 → "5%",
 * 250 → "2.5%", 0 → "0%". */
export function formatFeeBips(bips: number): string {
  return feePercent.format(bips / 10_000);
}
