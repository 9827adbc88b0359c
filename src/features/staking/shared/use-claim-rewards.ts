import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useAnalytics } from '@/analytics/analytics-context';
import { amountBucket } from '@/analytics/event-properties';
import type { ActiveNetwork } from '@/stacks/active-network';
import { sbtcContracts } from '@/stacks/sbtc/sbtc-contracts';
import { claimReadinessQueryOptions } from '@/stacks/staking/pool-readiness';
import { rewardsPausedQueryOptions } from '@/stacks/staking/rewards-paused';
import { findPoolByManager } from '@/stacks/staking/staking-pools';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { storedPayoutQueryOptions } from '@/stacks/staking/stored-payout';
import { isTransactionFlowBusy } from '@/transaction-flow/transaction-flow-state';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import { CHECKING, claimQueue } from './claim-queue';
import { stakingFailureDescriber } from './describe-staking-failure';
import { isPaidByPool, poolsPayingThemselves } from './paid-by-pool';
import { entryOf } from './payout-calldata';
import type { RewardCycleView } from './reward-cycle-view';
import { useSettledPayouts } from './settled-payouts';

/**
 * Claim rewards' reads and transactions, for claim-rewards-section.tsx to render: the queue of
 * cycles (claim-queue.ts), and one press that claims the oldest. A cycle the manager has not
 * pulled from pox-5 yet gets the pull first (`claim-rewards`, permissionless), followed to
 * confirmed; then the staker's `claim-staker-rewards`.
 */
export function useClaimRewards({
  network,
  staker,
  cycles: allCycles,
  pox,
  positionManager,
}: {
  network: ActiveNetwork;
  staker: string;
  cycles: readonly RewardCycleView[];
  pox: Pick<Pox5State, 'contractId' | 'sbtcToken'>;
  positionManager: string | undefined;
}) {
  // A pool that pays rewards itself (paid-by-pool.tsx) has nothing to claim: its cycles are left
  // out here and the section says so; the rewards table still shows their figures.
  const paidByPool = poolsPayingThemselves(
    [positionManager, ...allCycles.map((entry) => entry.manager)],
    network.kind,
  );
  const cycles = allCycles.filter((entry) => !isPaidByPool(entry.manager, network.kind));
  const analytics = useAnalytics();
  const sbtcToken = sbtcContracts(network.kind, pox.sbtcToken).token;
  const queryClient = useQueryClient();
  // The BTC payout each cycle's manager keeps for the staker: a cycle too small for it is left
  // out, or the oldest-first claim would be stuck on it.
  const managers = [...new Set(cycles.map((entry) => entry.manager))];
  const payouts = useQueries({
    queries: managers.map((manager) => storedPayoutQueryOptions(network, { manager, staker })),
  });
  const btcMaxFeeOf = (manager: string) => {
    const payout = payouts[managers.indexOf(manager)]?.data;
    return payout?.kind === 'stored' ? payout.calldata.maxFeeSats : undefined;
  };
  // Whether Satchel would claim from each manager: its claim or pull must be the call the
  // builders send (pool-readiness.ts).
  const readiness = useQueries({
    queries: managers.map((manager) =>
      claimReadinessQueryOptions(network, { manager, entry: entryOf(manager, network.kind) }),
    ),
  });
  const claimRefusalOf = (manager: string): string | undefined => {
    const check = readiness[managers.indexOf(manager)];
    if (check?.error) return `its interface could not be read (${check.error.message})`;
    if (!check?.data) return CHECKING;
    return check.data === 'ready' ? undefined : check.data.refused;
  };
  const paused = useQuery(rewardsPausedQueryOptions(network, pox.contractId));
  const queue = claimQueue(cycles, {
    btcMaxFeeOf,
    claimRefusalOf,
    paused: paused.data,
    pausedPending: paused.isPending,
  });
  const settled = useSettledPayouts(network, staker, managers);
  const next = queue.due[0];
  // The cycle being worked on, kept while the list refreshes under it.
  const [working, setWorking] = useState<RewardCycleView>();
  const target = working ?? next;

  const claimFlow = useTransactionFlow({
    network,
    describeFailure: stakingFailureDescriber(target?.manager),
    onSettled: useCallback(() => {
      setWorking(undefined);
      void queryClient.invalidateQueries();
    }, [queryClient]),
  });

  const claim = useCallback(
    (entry: RewardCycleView) =>
      void claimFlow.run(
        async () => {
          const { buildClaimRequest } = await import('./build-claim-requests');
          return buildClaimRequest({
            network,
            staker,
            manager: entry.manager,
            cycle: entry.cycle,
            sbtcToken,
          });
        },
        {
          onBroadcast: () => {
            analytics.track('staking_rewards_claimed', {
              // The manager that cycle was earned with, which need not be today's.
              pool: findPoolByManager(entry.manager, network.kind)?.slug ?? 'own-manager',
              // The STX this cycle's rewards were earned on: the position may have grown, moved
              // or ended since.
              amount_bucket: amountBucket(entry.amountMicroStx),
            });
          },
        },
      ),
    [analytics, claimFlow, network, staker, sbtcToken],
  );

  // After a pull confirms, the claim follows on its own: the person asked for the rewards once.
  // (The flow calls the newest onSettled it was given, so this closure sees the current claim.)
  const claimAfterPull = useRef<RewardCycleView | undefined>(undefined);
  const pullFlow = useTransactionFlow({
    network,
    describeFailure: stakingFailureDescriber(target?.manager),
    onSettled: (outcome) => {
      const entry = claimAfterPull.current;
      claimAfterPull.current = undefined;
      if (outcome === 'confirmed' && entry) claim(entry);
      else setWorking(undefined);
    },
  });

  const start = () => {
    if (!next) return;
    claimFlow.reset();
    pullFlow.reset();
    setWorking(next);
    if (next.state === 'not-pulled') {
      claimAfterPull.current = next;
      void pullFlow.run(async () => {
        const { buildPullRequest } = await import('./build-claim-requests');
        return buildPullRequest({
          network,
          pox5: pox.contractId,
          manager: next.manager,
          cycle: next.cycle,
          sbtcToken,
        });
      });
    } else claim(next);
  };

  return {
    queue,
    next,
    paidByPool,
    settled,
    btcMaxFeeOf,
    claimRefusalOf,
    pausedError: paused.error,
    sbtcToken,
    working,
    target,
    claimFlow,
    pullFlow,
    start,
    // Between the pull's confirmation and the claim's start, the press is still under way.
    busy:
      isTransactionFlowBusy(claimFlow.state) ||
      isTransactionFlowBusy(pullFlow.state) ||
      (working !== undefined &&
        claimFlow.state.phase === 'idle' &&
        pullFlow.state.phase === 'confirmed'),
    proposed: claimFlow.state.phase === 'proposed' || pullFlow.state.phase === 'proposed',
  };
}
