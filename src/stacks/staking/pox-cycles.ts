// Cycle arithmetic of pox-5, pure and without the network: the same formulas as the contract's
// `burn-height-to-reward-cycle` and `reward-cycle-to-burn-height` (pox-5.clar lines 2906–2918)
// and `is-in-prepare-phase` (lines 2945–2950), so what the app shows is what pox-5 will compute.

export interface CycleParams {
  /** `first_burnchain_block_height` of /v2/pox (mainnet 666,050; docs/staking-pox-5.md#cycles). */
  firstBurnHeight: number;
  /** Burn blocks per reward cycle (mainnet 2,100). */
  cycleLength: number;
}

export interface PrepareParams extends CycleParams {
  /** The prepare phase: the last this-many blocks of each cycle (mainnet 100). */
  prepareLength: number;
}

/** The first burn block of `cycle`. */
export function cycleStartHeight(
  cycle: number,
  { firstBurnHeight, cycleLength }: CycleParams,
): number {
  return firstBurnHeight + cycle * cycleLength;
}

/** The reward cycle a burn height is in (0 before the first burnchain block, where the contract
 * would abort). */
export function cycleOfHeight(
  height: number,
  { firstBurnHeight, cycleLength }: CycleParams,
): number {
  return height < firstBurnHeight ? 0 : Math.floor((height - firstBurnHeight) / cycleLength);
}

/** The first burn block of `cycle`'s prepare phase, when staking changes close (u47/u28). */
export function preparePhaseStartHeight(cycle: number, params: PrepareParams): number {
  return cycleStartHeight(cycle + 1, params) - params.prepareLength;
}

/** pox-5 `(is-in-prepare-phase (current-pox-reward-cycle))` at `height`. */
export function isInPreparePhase(height: number, params: PrepareParams): boolean {
  return height >= preparePhaseStartHeight(cycleOfHeight(height, params), params);
}

/** Bitcoin's target: a burn block every 10 minutes. */
export const BURN_BLOCK_MS = 10 * 60 * 1000;

/** When a burn height is (or was) reached, estimated at ~10 minutes per block from `now`, when
 * the chain is at `burnHeight`. An estimate: show it as "about". */
export function estimatedDateOfHeight(
  height: number,
  burnHeight: number,
  now: Date = new Date(),
): Date {
  return new Date(now.getTime() + (height - burnHeight) * BURN_BLOCK_MS);
}
