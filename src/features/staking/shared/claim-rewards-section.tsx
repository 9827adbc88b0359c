import { Button } from '@/design-system/button';
import { formatSats } from '@/lib/bitcoin-amount';
import type { ActiveNetwork } from '@/stacks/active-network';
import { findPoolByManager } from '@/stacks/staking/staking-pools';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { TransactionProgress } from '@/transaction-flow/transaction-progress';
import { describeClaimQueue } from './claim-queue';
import { PaidByPoolNotice } from './paid-by-pool';
import { WITHDRAWAL_DUST_LIMIT_SATS } from '@/stacks/sbtc/withdrawal-errors';
import type { RewardCycleView } from './reward-cycle-view';
import { SettledPayouts } from './settled-payouts';
import { useClaimRewards } from './use-claim-rewards';
import styles from './staking-page.module.css';

type ClaimRewardsModel = ReturnType<typeof useClaimRewards>;

/**
 * **Claim rewards**, one cycle at a time, oldest first. A cycle the manager has not pulled from
 * pox-5 yet gets the pull first, then the staker's claim, whose post-condition names the exact
 * net the manager reads for the cycle at that moment (use-claim-rewards.ts).
 */
export function ClaimRewardsSection({
  network,
  staker,
  cycles,
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
  const claims = useClaimRewards({ network, staker, cycles, pox, positionManager });
  const { queue, next, settled, busy, pullFlow, claimFlow } = claims;
  return (
    <section className={styles.section} aria-labelledby="claim-heading">
      <h2 id="claim-heading">Claim rewards</h2>
      <PaidByPoolNotice pools={claims.paidByPool} />
      <p data-testid="claim-summary">
        {describeClaimQueue(queue, {
          settledCount: settled?.length,
          paidByPoolCount: claims.paidByPool.length,
        })}
      </p>
      {settled ? (
        <SettledPayouts
          network={network}
          staker={staker}
          settled={settled}
          claimDueWith={new Set(queue.due.map((entry) => entry.manager))}
          btcMaxFeeOf={claims.btcMaxFeeOf}
          sbtcToken={claims.sbtcToken}
        />
      ) : null}
      <ClaimSetAside claims={claims} network={network} />
      {pullFlow.state.phase === 'idle' ? null : (
        <TransactionProgress
          state={pullFlow.state}
          label={`Collect cycle ${claims.working?.cycle ?? ''} for the manager`}
          headingLevel={3}
        />
      )}
      <TransactionProgress
        state={claimFlow.state}
        label={`Claim cycle ${claims.target?.cycle ?? ''}`}
        headingLevel={3}
      />
      {next || busy ? (
        <div className={styles.actions}>
          <Button
            type="button"
            variant="solid"
            loading={busy}
            // Proposed to co-signers: a second press would propose the same again.
            disabled={!next || claims.proposed}
            onClick={claims.start}
          >
            Claim rewards
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** The cycles Satchel does not claim now, each group with its reason. */
function ClaimSetAside({ claims, network }: { claims: ClaimRewardsModel; network: ActiveNetwork }) {
  const { notHere, collectionClosed, tooSmall, owed } = claims.queue;
  return (
    <>
      {notHere.length > 0 ? (
        <p data-testid="claim-not-here">
          Claimed elsewhere:{' '}
          {notHere
            .map(
              (entry) =>
                `cycle ${entry.cycle} with ${findPoolByManager(entry.manager, network.kind)?.name ?? entry.manager} (${claims.claimRefusalOf(entry.manager) ?? ''})`,
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
      {claims.pausedError && owed.some((entry) => entry.state === 'not-pulled') ? (
        <p data-testid="claim-collection-unknown">
          Could not read whether pox-5’s reward collection is paused ({claims.pausedError.message}),
          so Satchel does not send a collection yet; it tries again.
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
    </>
  );
}
