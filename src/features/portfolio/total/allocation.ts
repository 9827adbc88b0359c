// How an account's value divides between what it holds (Allocation): pure bigint maths
// on fiat minor units (cents), shares in tenths of a percent that always add up to exactly 100 %.

type AllocationKey = 'stx-available' | 'stx-locked' | 'sbtc' | 'tokens' | 'btc';

export interface AllocationInput {
  key: AllocationKey;
  label: string;
  /** Value in minor units of the currency; undefined when it has no price (left out). */
  value: bigint | undefined;
}

export interface AllocationRow {
  key: AllocationKey | 'other';
  label: string;
  value: bigint;
  /** Share of the total in tenths of a percent (0–1000). */
  shareTenths: number;
}

export interface Allocation {
  /** Sum of what has a price, in minor units. */
  total: bigint;
  /** Largest first; the assets each under 1 % of the total grouped last as Other. */
  rows: AllocationRow[];
}

export const OTHER_LABEL = 'Other (each under 1 %)';

export function computeAllocation(inputs: readonly AllocationInput[]): Allocation {
  const priced = inputs.flatMap(({ key, label, value }) =>
    value !== undefined && value > 0n ? [{ key, label, value }] : [],
  );
  const total = priced.reduce((sum, { value }) => sum + value, 0n);
  if (total === 0n) return { total, rows: [] };

  // Under 1 %: value / total < 1 / 100.
  const small = priced.filter(({ value }) => value * 100n < total);
  const large = priced
    .filter(({ value }) => value * 100n >= total)
    .sort((a, b) => (a.value === b.value ? 0 : a.value > b.value ? -1 : 1));
  const grouped: Omit<AllocationRow, 'shareTenths'>[] = [...large];
  if (small.length > 0) {
    grouped.push({
      key: 'other',
      label: OTHER_LABEL,
      value: small.reduce((sum, { value }) => sum + value, 0n),
    });
  }
  const shares = sharesSummingTo(
    grouped.map(({ value }) => value),
    total,
    1000n,
  );
  return {
    total,
    rows: grouped.map((row, index) => ({ ...row, shareTenths: shares[index] ?? 0 })),
  };
}

/** Each value's share of `total` in `units` parts, rounded by largest remainder so the shares
 * add up to exactly `units` (rounding each on its own can give 99.9 % or 100.1 %). */
function sharesSummingTo(values: readonly bigint[], total: bigint, units: bigint): number[] {
  const floors = values.map((value) => (value * units) / total);
  const remainders = values.map((value, index) => ({
    index,
    remainder: (value * units) % total,
  }));
  let missing = units - floors.reduce((sum, floor) => sum + floor, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (missing === 0n) break;
    floors[index] = (floors[index] ?? 0n) + 1n;
    missing -= 1n;
  }
  return floors.map(Number);
}
