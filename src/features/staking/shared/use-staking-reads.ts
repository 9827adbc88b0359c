import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ActiveNetwork } from '@/stacks/active-network';
import { managerFeeQueryOptions } from '@/stacks/staking/manager-fee';
import { poxStateQueryOptions } from '@/stacks/staking/pox-state';
import { stakerRewardsByCycleQueryOptions } from '@/stacks/staking/staker-rewards-by-cycle';
import { stakingPositionQueryOptions } from '@/stacks/staking/staking-position';
import type { SignerCalldata } from '@/stacks/staking/signer-calldata';
import { storedPayoutQueryOptions } from '@/stacks/staking/stored-payout';
import type { ManagerFee } from '../pool/stake-review';
import type { PositionView } from './position-view';
import type { RewardCycleView } from './reward-cycle-view';

// The staking pages' reads, from src/stacks/staking's readers, in the pages' own shapes. Every
// page and section reads through these, so the same query keys are shared (one request each).

/** While a transaction of the person's may be waiting, look again every few seconds. */
const POSITION_REFETCH_MS = 5_000;

/** The connected account's position, or null when it has none. */
export function usePosition(
  network: ActiveNetwork,
  staker: string | undefined,
): UseQueryResult<PositionView | null> {
  const pox = useQuery(poxStateQueryOptions(network));
  const currentCycle = pox.data?.kind === 'pox-5' ? pox.data.currentCycle : 0;
  return useQuery({
    ...stakingPositionQueryOptions(network, staker ?? '', currentCycle),
    enabled: staker !== undefined && pox.data?.kind === 'pox-5',
    refetchInterval: POSITION_REFETCH_MS,
    select: (position): PositionView | null =>
      position.kind === 'none'
        ? null
        : {
            status: position.status,
            amountMicroStx: position.amountMicroStx,
            manager: position.manager,
            firstCycle: position.firstCycle,
            unlockCycle: position.unlockCycle,
          },
  });
}

/** A manager's current fee (`fees-bips`), as the review and the facts show it. */
export function useManagerFee(network: ActiveNetwork, manager: string): ManagerFee {
  const fee = useQuery(managerFeeQueryOptions(network, manager));
  if (fee.isSuccess)
    return fee.data === undefined
      ? { state: 'unknown', reason: 'this signer-manager keeps no fees-bips to read' }
      : { state: 'known', bips: fee.data };
  if (fee.error) return { state: 'unknown', reason: fee.error.message };
  return { state: 'loading' };
}

/** The account's rewards per cycle since the first pox-5 cycle, oldest first. */
export function useRewardCycles(
  network: ActiveNetwork,
  staker: string | undefined,
): UseQueryResult<RewardCycleView[]> {
  const pox = useQuery(poxStateQueryOptions(network));
  const pox5 = pox.data?.kind === 'pox-5' ? pox.data : undefined;
  return useQuery({
    ...stakerRewardsByCycleQueryOptions(network, staker ?? '', pox5?.currentCycle ?? 0),
    enabled: staker !== undefined && pox5 !== undefined,
    refetchInterval: POSITION_REFETCH_MS,
  });
}

/** The BTC payout a manager keeps for the staker (`get-pox-addr`), undefined for none. */
export function useStoredPayout(
  network: ActiveNetwork,
  manager: string | undefined,
  staker: string,
): UseQueryResult<SignerCalldata | undefined> {
  return useQuery({
    ...storedPayoutQueryOptions(network, { manager: manager ?? '', staker }),
    enabled: manager !== undefined,
  });
}
