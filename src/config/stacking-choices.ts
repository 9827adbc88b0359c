// What a person can choose when stacking, as closed lists: the pools and liquid protocols by
// slug, and how many reward cycles a delegation lasts. They live below every layer because two
// layers name them: the stacking domain (src/stacks/stacking) and analytics, whose events may say
// which pool or how long — a choice from a short list — and nothing that points at a person.

export type PooledSlug =
  'fast-pool' | 'fast-pool-v2' | 'planbetter' | 'restake' | 'xverse-pool' | 'stacking-dao';
export type LiquidSlug = 'stacking-dao' | 'lisa';

/** Whole reward cycles a delegation may last (product.md: indefinite or 1–12 cycles). */
export type DelegationCycles = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** The longest delegation a pool takes (product.md: indefinite or 1–12 cycles). */
export const MAX_DELEGATION_CYCLES = 12 satisfies DelegationCycles;

export function isDelegationCycles(value: number): value is DelegationCycles {
  return Number.isInteger(value) && value >= 1 && value <= MAX_DELEGATION_CYCLES;
}
