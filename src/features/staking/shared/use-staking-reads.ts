import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ActiveNetwork } from '@/stacks/active-network';
import { POX_STATE_REFETCH_MS, poxStateQueryOptions } from '@/stacks/staking/pox-state';
import {
  stakerRewardsByCycleQueryOptions,
  type CycleRewards,
} from '@/stacks/staking/staker-rewards-by-cycle';
import { stakingPositionQueryOptions } from '@/stacks/staking/staking-position-query';
import { findPoolByManager, type StakingPool } from '@/stacks/staking/staking-pools';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { storedPayoutQueryOptions, type StoredPayout } from '@/stacks/staking/stored-payout';
import type { ManagerFee } from '../pool/stake-review';
import { toPositionView, type PositionView } from '@/stacks/staking/position-view';
import { managerFeeScheduleQueryOptions, withStatedFee } from './pool-fee';
import type { RewardCycleView } from './reward-cycle-view';

// The staking pages' reads, from src/stacks/staking's readers, in the pages' own shapes. Every
// page and section reads through these, so the same query keys are shared (one request each).

/**
 * How often the staking pages look again. A devnet's clock moves when someone asks it to (a
 * block, a whole cycle at once), so there every read follows within seconds; on a real chain a
 * burn block takes ~10 minutes, the position (three reads) is checked every 10 s while a
 * transaction may be waiting, and the per-cycle history (up to nine reads a cycle) once a minute.
 */
function refetchMs(network: ActiveNetwork, read: 'pox' | 'position' | 'rewards'): number {
  if (network.kind === 'devnet') return 2_000;
  return read === 'position' ? 10_000 : POX_STATE_REFETCH_MS;
}

/** /v2/pox for the staking pages: the cycle every status and form depends on. */
export function usePoxState(network: ActiveNetwork) {
  return useQuery({ ...poxStateQueryOptions(network), refetchInterval: refetchMs(network, 'pox') });
}

/** The connected account's position, or null when it has none. */
export function usePosition(
  network: ActiveNetwork,
  pox: Pox5State | undefined,
  staker: string | undefined,
): UseQueryResult<PositionView | null> {
  return useQuery({
    ...stakingPositionQueryOptions(network, {
      pox: pox ?? PLACEHOLDER_POX,
      staker: staker ?? '',
    }),
    enabled: staker !== undefined && pox !== undefined,
    refetchInterval: refetchMs(network, 'position'),
    select: toPositionView,
  });
}

/** A manager's current fee (manager-fee.ts), as the review and the facts show it; where the
 * manager keeps none to read, the fee its pool states as fixed (pool-fee.ts). */
export function useManagerFee(
  network: ActiveNetwork,
  manager: string,
  fixedFeeBips?: number,
): ManagerFee {
  const fee = useQuery({
    ...managerFeeScheduleQueryOptions(network, manager),
    select: (schedule) => withStatedFee(schedule, fixedFeeBips),
  });
  if (fee.isSuccess)
    return fee.data === null
      ? { state: 'unknown', reason: 'this signer-manager keeps no fee Satchel can read' }
      : {
          state: 'known',
          bips: fee.data.activeBips,
          ...(fee.data.queued ? { queued: fee.data.queued } : {}),
          ...(fee.data.stated ? { stated: true as const } : {}),
        };
  if (fee.error) return { state: 'unknown', reason: fee.error.message };
  return { state: 'loading' };
}

/** The chart's and the claim's view of one cycle (staker-rewards-by-cycle.ts): earned, claimed and still owed
 * apart. Only what the manager pays now is exact; a cycle it has not collected is claimed after
 * the collection, and what it will pay is estimated with the cycle's fee. Where the manager's fee
 * is unknown, the fee its pool states (pool-fee.ts) gives the net. A complete cycle earned with a
 * pool that pays rewards itself (paid-by-pool.tsx) is `paid-by-pool` with what it earned: its
 * operator collects it, so pox-5 reads nothing owed to the staker once it has. */
function toRewardCycleView(
  row: CycleRewards,
  pool: Pick<StakingPool, 'claim' | 'fixedFeeBips'> | undefined,
): RewardCycleView {
  const stated = (gross: bigint) =>
    pool?.fixedFeeBips === undefined
      ? gross
      : gross - (gross * BigInt(pool.fixedFeeBips)) / 10_000n;
  const earned = row.netSats ?? stated(row.grossSats);
  const owed = row.unclaimedNetSats ?? stated(row.unclaimedGrossSats);
  const base = {
    cycle: row.cycle,
    manager: row.manager,
    amountMicroStx: row.amountMicroStx,
    inSignerSet: row.inSignerSet,
    netIsEstimate: row.netIsEstimate,
    earnedSats: earned,
    toClaimSats: owed,
    claimedSats: row.claimedNetSats ?? row.claimedGrossSats,
  };
  if (pool?.claim === 'operator' && row.state !== 'accruing' && row.inSignerSet && earned > 0n)
    return { ...base, state: 'paid-by-pool', toClaimSats: 0n, claimedSats: 0n };
  switch (row.state) {
    case 'claimed':
      return { ...base, state: 'claimed', toClaimSats: 0n, claimedSats: earned };
    case 'claimable':
      return { ...base, state: 'unclaimed' };
    case 'manager-must-pull':
      return { ...base, state: 'not-pulled' };
    case 'accruing':
      return { ...base, state: 'accruing' };
    case 'nothing':
      return { ...base, state: 'nothing', earnedSats: 0n, toClaimSats: 0n, claimedSats: 0n };
  }
}

/** The account's rewards per cycle since the first pox-5 cycle, oldest first. */
export function useRewardCycles(
  network: ActiveNetwork,
  pox: Pox5State | undefined,
  staker: string | undefined,
): UseQueryResult<RewardCycleView[]> {
  return useQuery({
    ...stakerRewardsByCycleQueryOptions(network, {
      pox: pox ?? PLACEHOLDER_POX,
      staker: staker ?? '',
    }),
    enabled: staker !== undefined && pox !== undefined,
    refetchInterval: refetchMs(network, 'rewards'),
    select: (rows) =>
      rows.map((row) => toRewardCycleView(row, findPoolByManager(row.manager, network.kind))),
  });
}

/** The BTC payout a manager keeps for the staker (`get-pox-addr`): none, stored, or unknown. */
export function useStoredPayout(
  network: ActiveNetwork,
  manager: string | undefined,
  staker: string,
): UseQueryResult<StoredPayout> {
  return useQuery({
    ...storedPayoutQueryOptions(network, { manager: manager ?? '', staker }),
    enabled: manager !== undefined,
  });
}

/** Stands in for the cycle while it loads: the queries using it are disabled until it is known. */
const PLACEHOLDER_POX: Pox5State = {
  kind: 'pox-5',
  contractId: '',
  burnHeight: 0,
  firstBurnHeight: 0,
  cycleLength: 1,
  prepareLength: 0,
  currentCycle: 0,
  nextCycleStart: 0,
  preparePhaseStart: 0,
  inPreparePhase: false,
  blocksUntilChangesOpen: 0,
  blocksUntilPreparePhase: 0,
  cycleProgress: 0,
};
