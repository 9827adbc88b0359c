import { formatMicroStx } from '@/lib/micro-stx';
import type { StakingPool } from '@/stacks/staking/staking-pools';

// The least a listed pool takes (src/stacks/staking/staking-pools.ts `minStakeMicroStx`:
// PlanBetter's 1,000 STX): below it the manager's `validate-stake!` refuses the stake and the
// transaction would fail and still cost its fee, so the Stake and Update forms refuse it first.

/** A pool's minimum stake, with its name for the words. */
export interface StakeMinimum {
  poolName: string;
  microStx: bigint;
}

/** The pool's minimum, or undefined when it sets none (or is not a listed pool). */
export function stakeMinimumOf(
  pool: Pick<StakingPool, 'name' | 'minStakeMicroStx'> | undefined,
): StakeMinimum | undefined {
  return pool?.minStakeMicroStx === undefined
    ? undefined
    : { poolName: pool.name, microStx: pool.minStakeMicroStx };
}

/** "PlanBetter takes at least 1,000 STX." */
export function describeStakeMinimum(minimum: StakeMinimum): string {
  return `${minimum.poolName} takes at least ${formatMicroStx(minimum.microStx)}.`;
}
