import { MAX_DELEGATION_CYCLES } from './stacking-protocols';

/** How long a delegation lasts: until revoked, or a whole number of reward cycles (1–12). */
export type DelegationDuration = 'indefinite' | number;

export interface PoxCycleFacts {
  /** `first_burnchain_block_height` of `/v2/pox`. */
  firstBurnchainBlockHeight: number;
  /** The reward cycle the chain is in now (`current_cycle.id`). */
  currentCycle: number;
  /** Burn blocks per reward cycle (`reward_cycle_length`). */
  rewardCycleLength: number;
}

function assertCycles(duration: number): void {
  // A number that is not a whole 1..12 would send a height the UI never showed (known bug:
  // "the duration shown differs from what is sent"), so refuse it loudly instead of rounding.
  if (!Number.isInteger(duration) || duration < 1 || duration > MAX_DELEGATION_CYCLES) {
    throw new RangeError(
      `A delegation lasts 1 to ${String(MAX_DELEGATION_CYCLES)} whole cycles, not ${String(duration)}.`,
    );
  }
}

function assertFacts({
  firstBurnchainBlockHeight,
  currentCycle,
  rewardCycleLength,
}: PoxCycleFacts): void {
  if (!Number.isSafeInteger(firstBurnchainBlockHeight) || firstBurnchainBlockHeight < 0) {
    throw new RangeError(
      `Invalid first burnchain block height ${String(firstBurnchainBlockHeight)}.`,
    );
  }
  if (!Number.isSafeInteger(currentCycle) || currentCycle < 0) {
    throw new RangeError(`Invalid reward cycle ${String(currentCycle)}.`);
  }
  if (!Number.isSafeInteger(rewardCycleLength) || rewardCycleLength < 1) {
    throw new RangeError(`Invalid reward cycle length ${String(rewardCycleLength)}.`);
  }
}

/**
 * The `until-burn-ht` to send for a delegation (product.md):
 * `first_burnchain_block_height + (current_cycle + 1 + cycles) × reward_cycle_length`,
 * i.e. the first burn block of the cycle after the last one the delegation covers — pox-4 lets a
 * pool lock the STX for a cycle only while `until-burn-ht ≥` that lock's unlock height.
 * `undefined` for an indefinite delegation (sent as `none`).
 */
export function untilBurnHeight(
  input: PoxCycleFacts & { duration: DelegationDuration },
): bigint | undefined {
  if (input.duration === 'indefinite') return undefined;
  assertCycles(input.duration);
  assertFacts(input);
  return (
    BigInt(input.firstBurnchainBlockHeight) +
    BigInt(input.currentCycle + 1 + input.duration) * BigInt(input.rewardCycleLength)
  );
}

/**
 * The last reward cycle a delegation made now can be locked for ("through cycle N"): the pool
 * locks from the next cycle on, `cycles` cycles in all. `undefined` for an indefinite delegation.
 */
export function delegationEndCycle(input: {
  currentCycle: number;
  duration: DelegationDuration;
}): number | undefined {
  if (input.duration === 'indefinite') return undefined;
  assertCycles(input.duration);
  if (!Number.isSafeInteger(input.currentCycle) || input.currentCycle < 0) {
    throw new RangeError(`Invalid reward cycle ${String(input.currentCycle)}.`);
  }
  return input.currentCycle + input.duration;
}
