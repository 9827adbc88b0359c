/** "5 % of your rewards (500 basis points)": a manager's `fees-bips` in words (pox-5.md §5: the
 * fee is a share of the sBTC rewards, below 10,000 bips). */
export function describeFeeBips(bips: number): string {
  const percent = (bips / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
  return `${percent} % of your rewards (${bips.toLocaleString('en-US')} basis points)`;
}
