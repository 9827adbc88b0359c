// What a person can choose when staking on PoX-5, as closed lists: the pools by slug and how many
// reward cycles a stake lasts. They live below every layer because two layers name them: the
// staking domain (src/stacks/staking) and analytics, whose events may say which pool or how long
// — a choice from a short list — and nothing that points at a person.

/** The listed pools, by slug (a closed list; src/stacks/staking/staking-pools.ts cites each). */
export const POOL_SLUGS = [
  'fast-pool',
  'xverse',
  'stacking-dao',
  'planbetter',
  'asymmetric-research',
  'senseinode',
] as const;

export type PoolSlug = (typeof POOL_SLUGS)[number];

/** What analytics may say about where a stake went: a listed pool, or `own-manager` for a
 * signer-manager the person typed in ("bring your own") — one slug, never the contract id
 * (Analytics). */
export type StakingPoolChoice = PoolSlug | 'own-manager';

export function isPoolSlug(value: string): value is PoolSlug {
  return (POOL_SLUGS as readonly string[]).includes(value);
}

/** docs/staking-pox-5.md#staking-model: `num-cycles` 1–96 (`MAX_NUM_CYCLES u96`, pox-5.clar line
 * 79; else u20). */
export const MAX_STAKING_CYCLES = 96;

type CountTo<N extends number, Acc extends number[] = []> = Acc['length'] extends N
  ? Acc[number]
  : CountTo<N, [...Acc, Acc['length']]>;

/** A whole number of reward cycles a stake may last: 1–96. */
export type StakingCycles = Exclude<CountTo<97>, 0>;

export function isStakingCycles(value: number): value is StakingCycles {
  return Number.isInteger(value) && value >= 1 && value <= MAX_STAKING_CYCLES;
}
