import { MICRO_STX_PER_STX } from '@/lib/micro-stx';

// Property values that describe a choice without pointing at a person. An exact amount, with the
// pool and the time, finds the one transaction on chain and so the wallet behind it: events carry
// the amount's order of magnitude instead (docs/analytics.md).

/** Whole-STX ranges, lower bound included: "100-1k" is 100 STX up to, not including, 1,000. */
export const AMOUNT_BUCKETS = [
  '<1',
  '1-10',
  '10-100',
  '100-1k',
  '1k-10k',
  '10k-100k',
  '100k-1m',
  '1m+',
] as const;
export type AmountBucket = (typeof AMOUNT_BUCKETS)[number];

/** The order-of-magnitude bucket of an amount in µSTX; anything below 1 STX (including a
 * nonsensical negative) is "<1". */
export function amountBucket(microStx: bigint): AmountBucket {
  let upperBound = MICRO_STX_PER_STX; // 1 STX: the top of "<1"; each next bucket is ten times up
  for (const bucket of AMOUNT_BUCKETS.slice(0, -1)) {
    if (microStx < upperBound) return bucket;
    upperBound *= 10n;
  }
  return '1m+';
}
