import { queryOptions } from '@tanstack/react-query';
import type { ActiveNetwork } from '../active-network';
import { fetchPox4History } from './pox4-history';
import { fetchCycleMembership } from './signer-cycle-membership';
import { fetchStakerInfo } from './staker-info';
import { fetchStakingMempool } from './staking-mempool';
import { stakingPools } from './staking-pools';
import { deriveStakingPosition, type StakingPosition } from './staking-position';
import { stakerQueryKey } from './staking-query-key';
import type { Pox5State } from './staking-window';

// The position of one account, read in one go: staker info, the mempool, the previous cycle's
// membership (for "Ended"), and only when there is no pox-5 position the pox-4 signal.

export async function fetchStakingPosition(
  network: Pick<ActiveNetwork, 'apiUrl' | 'kind'>,
  { pox, staker }: { pox: Pox5State; staker: string },
  signal?: AbortSignal,
): Promise<StakingPosition> {
  const pox5 = pox.contractId;
  const [stakerInfo, pending, previousMembership] = await Promise.all([
    fetchStakerInfo(network, { pox5, staker }, signal),
    fetchStakingMempool(network, { pox5, staker, pools: stakingPools(network.kind) }, signal),
    pox.currentCycle > 0
      ? fetchCycleMembership(network, { pox5, staker, cycle: pox.currentCycle - 1 }, signal)
      : Promise.resolve(undefined),
  ]);
  const hadPox4Position =
    !stakerInfo && !previousMembership
      ? await fetchPox4History(network, { pox5, staker }, signal)
      : false;
  return deriveStakingPosition({
    pox,
    kind: network.kind,
    stakerInfo,
    pending,
    previousMembership,
    hadPox4Position,
  });
}

export function stakingPositionQueryOptions(
  network: ActiveNetwork,
  args: { pox: Pox5State; staker: string },
) {
  return queryOptions({
    queryKey: [
      ...stakerQueryKey(network, args.staker),
      'position',
      args.pox.contractId,
      args.pox.currentCycle,
    ] as const,
    queryFn: ({ signal }) => fetchStakingPosition(network, args, signal),
  });
}
