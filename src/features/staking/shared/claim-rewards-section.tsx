import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useAnalytics } from '@/analytics/analytics-context';
import { amountBucket } from '@/analytics/event-properties';
import { Button } from '@/design-system/button';
import type { ActiveNetwork } from '@/stacks/active-network';
import { sbtcContracts } from '@/stacks/sbtc/sbtc-contracts';
import { claimReadinessQueryOptions } from '@/stacks/staking/pool-readiness';
import { rewardsPausedQueryOptions } from '@/stacks/staking/rewards-paused';
import { findPoolByManager } from '@/stacks/staking/staking-pools';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { storedPayoutQueryOptions } from '@/stacks/staking/stored-payout';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import { isTransactionFlowBusy } from '@/transaction-flow/transaction-flow-state';
import { useTransactionFlow } from '@/transaction-flow/use-transaction-flow';
import { stakingFailureDescriber } from './describe-staking-failure';
import { SettledPayouts, useSettledPayouts } from './settled-payouts';
import { entryOf } from './payout-calldata';
import { isPaidByPool, PaidByPoolNotice, poolsPayingThemselves } from './paid-by-pool';
import { formatSats } from '@/lib/bitcoin-amount';
import { formatSbtc } from '@/stacks/sbtc/format-sbtc';
import { WITHDRAWAL_DUST_LIMIT_SATS } from '@/stacks/sbtc/withdrawal-errors';
import { cyclesToClaim, cyclesTooSmallForBtc, type RewardCycleView } from './reward-cycle-view';
import styles from './staking-page.module.css';

/** A manager's claim readiness is still being read. */
const CHECKING = 'checking';

/**
 * **Claim rewards**, one cycle at a time, oldest first (docs/staking-pox-5.md#rewards,
 * docs/staking-pox-5.md#prior-art-leather). A cycle the manager has not pulled from pox-5 yet gets
 * the pull first (`claim-rewards`, permissionless), followed to confirmed; then the staker's
 * `claim-staker-rewards`, whose post-condition names the exact net the manager reads for the cycle
 * at that moment.
 */
export function ClaimRewardsSection({
  network,
  staker,
  cycles: allCycles,
  pox,
  positionManager,
}: {
  network: ActiveNetwork;
  /** pox-5 on this network: its contract id (the pull's post-condition names it as the sender)
   * and the sBTC token it pays in, when the node reports one (both conditions name it). */
  pox: Pick<Pox5State, 'contractId' | 'sbtcToken'>;
  staker: string;
  cycles: readonly RewardCycleView[];
  /** The manager the position names now, if any: a pool that pays rewards itself is named even
   * before it has a cycle. */
  positionManager?: string;
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
  // out (docs/staking-pox-5.md#rewards, BTC payout limits), or the oldest-first claim would be
  // stuck on it.
  const managers = [...new Set(cycles.map((entry) => entry.manager))];
  const payouts = useQueries({
    queries: managers.map((manager) => storedPayoutQueryOptions(network, { manager, staker })),
  });
  const btcMaxFeeOf = (manager: string) => {
    const payout = payouts[managers.indexOf(manager)]?.data;
    return payout?.kind === 'stored' ? payout.calldata.maxFeeSats : undefined;
  };
  // A cycle whose manager Satchel would not claim from (its claim or pull is not the call the
  // builders send, pool-readiness.ts) is set aside with the reason, so it never holds the
  // oldest-first queue; so is a cycle still to be collected while pox-5's collection is paused.
  const readiness = useQueries({
    queries: managers.map((manager) =>
      claimReadinessQueryOptions(network, { manager, entry: entryOf(manager, network.kind) }),
    ),
  });
  /** The reason Satchel will not claim from `manager`, `CHECKING` while that is read, or
   * undefined when it will. */
  const claimRefusalOf = (manager: string): string | undefined => {
    const check = readiness[managers.indexOf(manager)];
    if (check?.error) return `its interface could not be read (${check.error.message})`;
    if (!check?.data) return CHECKING;
    return check.data === 'ready' ? undefined : check.data.refused;
  };
  const paused = useQuery(rewardsPausedQueryOptions(network, pox.contractId));
  const owed = cyclesToClaim(cycles, btcMaxFeeOf);
  const notHere = owed.filter((entry) => {
    const refusal = claimRefusalOf(entry.manager);
    return refusal !== undefined && refusal !== CHECKING;
  });
  const collectionClosed = owed.filter(
    (entry) => entry.state === 'not-pulled' && paused.data === true,
  );
  const due = owed.filter(
    (entry) =>
      claimRefusalOf(entry.manager) === undefined &&
      (entry.state !== 'not-pulled' || paused.data === false),
  );
  const checking =
    owed.some((entry) => claimRefusalOf(entry.manager) === CHECKING) ||
    (paused.isPending && owed.some((entry) => entry.state === 'not-pulled'));
  const tooSmall = cyclesTooSmallForBtc(cycles, btcMaxFeeOf);
  const settled = useSettledPayouts(network, staker, managers);
  const next = due[0];
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

  const busy =
    isTransactionFlowBusy(claimFlow.state) ||
    isTransactionFlowBusy(pullFlow.state) ||
    (working !== undefined &&
      claimFlow.state.phase === 'idle' &&
      pullFlow.state.phase === 'confirmed');
  const total = due.reduce((sum, entry) => sum + entry.toClaimSats, 0n);
  const proposed = claimFlow.state.phase === 'proposed' || pullFlow.state.phase === 'proposed';

  return (
    <section className={styles.section} aria-labelledby="claim-heading">
      <h2 id="claim-heading">Claim rewards</h2>
      <PaidByPoolNotice pools={paidByPool} />
      {next ? (
        <p data-testid="claim-summary">
          {due.length === 1 ? '1 cycle' : `${due.length} cycles`} to claim, oldest first
          {total > 0n ? ` (${formatSbtc(total)} in all so far)` : ''}. Next: cycle {next.cycle}
          {next.state === 'not-pulled'
            ? ': the manager has not collected it from pox-5 yet, so Satchel sends that collection first, then your claim.'
            : `: ${formatSbtc(next.toClaimSats)} (${formatSats(next.toClaimSats)}) after the manager’s fee.`}
        </p>
      ) : (
        <p data-testid="claim-summary">
          {checking || settled === undefined
            ? 'Checking on the chain which cycles Satchel can claim…'
            : tooSmall.length > 0 || notHere.length > 0 || collectionClosed.length > 0
              ? 'Nothing Satchel can claim now.'
              : settled.length > 0
                ? 'No cycle to claim now.'
                : paidByPool.length > 0
                  ? 'Nothing else to claim now.'
                  : 'Nothing to claim now: every cycle that earned is paid out.'}
        </p>
      )}
      {settled ? (
        <SettledPayouts
          network={network}
          staker={staker}
          settled={settled}
          claimDueWith={new Set(due.map((entry) => entry.manager))}
          btcMaxFeeOf={btcMaxFeeOf}
          sbtcToken={sbtcToken}
        />
      ) : null}
      {notHere.length > 0 ? (
        <p data-testid="claim-not-here">
          Claimed elsewhere:{' '}
          {notHere
            .map(
              (entry) =>
                `cycle ${entry.cycle} with ${findPoolByManager(entry.manager, network.kind)?.name ?? entry.manager} (${claimRefusalOf(entry.manager) ?? ''})`,
            )
            .join('; ')}
          .
        </p>
      ) : null}
      {collectionClosed.length > 0 ? (
        <p data-testid="claim-collection-paused">
          pox-5’s reward collection is paused (its rewards-paused switch is on), so no manager can
          collect cycle{collectionClosed.length === 1 ? '' : 's'}{' '}
          {collectionClosed.map((entry) => entry.cycle).join(', ')} from pox-5 and Satchel does not
          send that collection. What managers collected before the pause can still be claimed.
        </p>
      ) : null}
      {paused.error && owed.some((entry) => entry.state === 'not-pulled') ? (
        <p data-testid="claim-collection-unknown">
          Could not read whether pox-5’s reward collection is paused ({paused.error.message}), so
          Satchel does not send a collection yet; it tries again.
        </p>
      ) : null}
      {tooSmall.length > 0 ? (
        <p data-testid="claim-too-small">
          Too small to pay to Bitcoin:{' '}
          {tooSmall
            .map((entry) => `cycle ${entry.cycle} (${formatSats(entry.toClaimSats)})`)
            .join(', ')}
          . Your signer-manager pays these rewards to the Bitcoin address it keeps for you, and a
          Bitcoin payout must cover the most the Bitcoin fee may take and still leave more than{' '}
          {WITHDRAWAL_DUST_LIMIT_SATS.toString()} sats; a smaller claim is refused every time, so
          Satchel does not send it. They stay with the manager; while you stake, an Update that
          changes the payout to sBTC makes them claimable.
        </p>
      ) : null}
      {pullFlow.state.phase === 'idle' ? null : (
        <TransactionProgress
          state={pullFlow.state}
          label={`Collect cycle ${working?.cycle ?? ''} for the manager`}
          headingLevel={3}
        />
      )}
      <TransactionProgress
        state={claimFlow.state}
        label={`Claim cycle ${target?.cycle ?? ''}`}
        headingLevel={3}
      />
      {next || busy ? (
        <div className={styles.actions}>
          <Button
            type="button"
            variant="solid"
            loading={busy}
            // Proposed to co-signers: a second press would propose the same again.
            disabled={!next || proposed}
            onClick={start}
          >
            Claim rewards
          </Button>
        </div>
      ) : null}
    </section>
  );
}
