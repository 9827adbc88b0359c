import { queryOptions } from '@tanstack/react-query';
import type { ActiveNetwork } from '@/stacks/active-network';
import {
  fetchManagerFeeSchedule,
  managerFeeQueryOptions,
  type ManagerFeeSchedule,
} from '@/stacks/staking/manager-fee';

// A manager's fee as the staking pages show it: the schedule read from the chain
// (src/stacks/staking/manager-fee.ts), or, when the manager keeps its fee in no way Satchel can
// read, the fee the pool states as fixed (src/stacks/staking/staking-pools.ts `fixedFeeBips`:
// PlanBetter's 5 %, Stacking DAO's 0), marked as stated; otherwise none. What the chain says
// always comes first: a stated fee is never shown over a rate read from the manager.

/** The fee in force (and a queued change), `stated` when it is the pool's own word; null: none
 * known. */
export type PoolFeeReading = (ManagerFeeSchedule & { stated?: true }) | null;

/** The manager's schedule, null when it keeps none Satchel can read (a query cannot hold
 * undefined). The hub and the pool pages share it: one request per manager. */
export function managerFeeScheduleQueryOptions(network: ActiveNetwork, manager: string) {
  return queryOptions({
    queryKey: [...managerFeeQueryOptions(network, manager).queryKey, 'schedule-or-null'] as const,
    queryFn: async ({ signal }): Promise<ManagerFeeSchedule | null> =>
      (await fetchManagerFeeSchedule(network, manager, signal)) ?? null,
  });
}

/** The chain's schedule, else the pool's stated fixed fee, else null. */
export function withStatedFee(
  schedule: ManagerFeeSchedule | null,
  fixedFeeBips: number | undefined,
): PoolFeeReading {
  if (schedule) return schedule;
  return fixedFeeBips === undefined ? null : { activeBips: fixedFeeBips, stated: true };
}
