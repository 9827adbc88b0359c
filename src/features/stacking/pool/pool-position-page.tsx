import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useAnalytics } from '@/analytics/analytics-context';
import { Banner } from '@/design-system/banner';
import { Button } from '@/design-system/button';
import { Shimmer } from '@/design-system/shimmer';
import { ValueDisplay } from '@/design-system/value-display';
import { formatMicroStx } from '@/lib/micro-stx';
import type { ActiveNetwork } from '@/stacks/active-network';
import {
  burnHeightToDate,
  poxInfoQueryOptions,
  type PoxCycleInfo,
} from '@/stacks/stacking/pox-info';
import {
  pooledPositionQueryOptions,
  type PooledPosition,
} from '@/stacks/stacking/stacking-position';
import {
  BURN_BLOCKS_PER_DAY,
  stackingProtocols,
  type PooledProtocol,
} from '@/stacks/stacking/stacking-protocols';
import { TransactionProgress, type TransactionOutcome } from '../shared/transaction-progress';
import { useWalletStep } from '../shared/use-wallet-step';
import { StackingStatusBadge } from '../stacking-status-badge';
import { PoolPageFrame, PoolPageHeading } from './pool-page-frame';
import { usePoolPage } from './use-pool-page';
import styles from '../shared/stacking-page.module.css';

/** /stacking/pool/:slug/active — where the person's delegation to this pool stands, and the
 * ways out: increase it, or stop pooling. */
export function PoolPositionPage() {
  const { network, target, stacker } = usePoolPage();
  return (
    <PoolPageFrame target={target} networkName={network.name}>
      {(pool) => <PoolPosition pool={pool} network={network} stacker={stacker} />}
    </PoolPageFrame>
  );
}

function PoolPosition({
  pool,
  network,
  stacker,
}: {
  pool: PooledProtocol;
  network: ActiveNetwork;
  stacker: string | undefined;
}) {
  const position = useQuery({
    ...pooledPositionQueryOptions(network, stacker ?? ''),
    enabled: stacker !== undefined,
    // Pending and waiting states change on their own: keep looking while the page is open.
    refetchInterval: 5_000,
  });
  const pox = useQuery(poxInfoQueryOptions(network));

  let body;
  if (stacker === undefined) {
    body = (
      <Banner variant="info" title="Connect your wallet to see your position">
        Your position is read from the chain for the connected account.
      </Banner>
    );
  } else if (position.isPending) {
    body = <Shimmer label="Loading your position" lines={4} />;
  } else if (position.error) {
    body = (
      <Banner variant="error" title="Could not read your position">
        {position.error.message}. Satchel tries again in a few seconds.
      </Banner>
    );
  } else if (position.data === null) {
    body = (
      <p>
        You do not pool with {pool.name}.{' '}
        <Link to={`/stacking/pool/${pool.slug}`}>Start pooling</Link>
      </p>
    );
  } else {
    body = (
      <PositionDetails pool={pool} network={network} position={position.data} pox={pox.data} />
    );
  }

  return (
    <div className={styles.page}>
      <PoolPageHeading poolName={pool.name} title={`Your pooling with ${pool.name}`} />
      {body}
    </div>
  );
}

function PositionDetails({
  pool,
  network,
  position,
  pox,
}: {
  pool: PooledProtocol;
  network: ActiveNetwork;
  position: PooledPosition;
  pox: PoxCycleInfo | undefined;
}) {
  const elsewhere =
    position.pool !== undefined &&
    (position.pool.slug !== pool.slug || position.pool.kind !== pool.kind);
  const delegation = position.delegation;
  const unlockDate =
    position.unlockBurnHeight !== undefined && pox
      ? burnHeightToDate(position.unlockBurnHeight, pox)
      : undefined;
  const daysToUnlock =
    position.unlockBurnHeight !== undefined && pox
      ? Math.max(0, (position.unlockBurnHeight - pox.burnHeight) / BURN_BLOCKS_PER_DAY)
      : undefined;

  return (
    <>
      {elsewhere && position.pool ? (
        <Banner variant="info" title={`Your delegation is with ${position.pool.name}`}>
          <Link to={`/stacking/pool/${position.pool.slug}/active`}>
            See your position with {position.pool.name}
          </Link>
        </Banner>
      ) : null}
      <section aria-labelledby="position-heading" className={styles.section}>
        <h2 id="position-heading">
          Status: <StackingStatusBadge status={position.status} />
        </h2>
        <p data-testid="position-status-words">{statusWords(position, pool)}</p>
        <dl className={styles.facts}>
          <dt>Delegated</dt>
          <dd data-testid="delegated-amount">
            <ValueDisplay value={delegation ? formatMicroStx(delegation.amountMicroStx) : null} />
          </dd>
          <dt>Locked</dt>
          <dd data-testid="locked-amount">{formatMicroStx(position.lockedMicroStx)}</dd>
          <dt>Available</dt>
          <dd data-testid="available-amount">{formatMicroStx(position.availableMicroStx)}</dd>
          <dt>Delegation ends</dt>
          <dd>
            {delegation === undefined
              ? '—'
              : delegation.untilBurnHeight === undefined
                ? 'When you stop pooling'
                : `At burn block ${delegation.untilBurnHeight.toLocaleString('en-US')}`}
          </dd>
          <dt>Unlocks</dt>
          <dd data-testid="unlock">
            {position.lockedMicroStx === 0n || position.unlockBurnHeight === undefined
              ? 'Nothing is locked'
              : `At burn block ${position.unlockBurnHeight.toLocaleString('en-US')}${
                  unlockDate && daysToUnlock !== undefined
                    ? ` — about ${unlockDate.toLocaleDateString('en-US', { dateStyle: 'medium' })} (${daysToUnlock.toFixed(1)} days)`
                    : ''
                }`}
          </dd>
          {pox ? (
            <>
              <dt>Current cycle</dt>
              <dd>
                {pox.currentCycle} — {Math.round(pox.cycleProgress * 100)} % through;{' '}
                {pox.daysUntilNextCycle.toFixed(1)} days to cycle {pox.currentCycle + 1}
                {pox.inPreparePhase ? ' (prepare phase: pools are locking for the next cycle)' : ''}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      {position.pending.length > 0 ? (
        <section aria-labelledby="pending-heading" className={styles.section}>
          <h2 id="pending-heading">Waiting to confirm</h2>
          {position.pending.map((tx) => (
            <TransactionProgress
              key={tx.txid}
              network={network}
              txid={tx.txid}
              label={tx.functionName}
              call={{ contract: tx.contract, functionName: tx.functionName }}
            />
          ))}
        </section>
      ) : null}
      {delegation && !elsewhere ? (
        <section aria-labelledby="increase-heading" className={styles.section}>
          <h2 id="increase-heading">Increase</h2>
          <p>
            Delegate a larger amount to {pool.name}; it locks the difference at the next cycle.{' '}
            <Link to={`/stacking/pool/${pool.slug}`}>Increase your delegation</Link>
          </p>
        </section>
      ) : null}
      {/* Stays once revoked, so the revocation's own progress and outcome remain visible. */}
      {!elsewhere && (delegation || position.status === 'revoked-while-locked') ? (
        <StopPooling pool={pool} network={network} position={position} />
      ) : null}
    </>
  );
}

function statusWords(position: PooledPosition, pool: PooledProtocol): string {
  switch (position.status) {
    case 'active':
      return `${pool.name} has locked your STX; rewards arrive each cycle.`;
    case 'waiting-on-pool':
      return `Delegated. ${pool.name} locks your STX during the prepare phase before the next cycle.`;
    case 'expired':
      return 'The delegation has reached its end height; the pool can no longer lock your STX.';
    case 'revoked-while-locked':
      return 'You stopped pooling. STX already locked stay locked until the unlock height below.';
    case 'pending':
      return 'A stacking transaction is waiting to be confirmed.';
  }
}

function StopPooling({
  pool,
  network,
  position,
}: {
  pool: PooledProtocol;
  network: ActiveNetwork;
  position: PooledPosition;
}) {
  const analytics = useAnalytics();
  const queryClient = useQueryClient();
  const step = useWalletStep(network);
  const [outcome, setOutcome] = useState<TransactionOutcome>();
  const pox4 = stackingProtocols(network.kind).pox4;

  const onSettled = useCallback(
    (result: TransactionOutcome) => {
      setOutcome(result);
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  const revoke = () =>
    void step.run(
      async () => {
        const { revokeDelegateStxCall } = await import('@/stacks/stacking/stacking-transactions');
        return revokeDelegateStxCall(pox4);
      },
      () => {
        analytics.track('stacking_revoke_delegate', { pool: pool.slug });
      },
    );

  return (
    <section aria-labelledby="stop-heading" className={styles.section}>
      <h2 id="stop-heading">Stop pooling</h2>
      <p>
        Stopping revokes your delegation in pox-4: {pool.name} can no longer lock your STX for
        future cycles. It does <strong>not</strong> unlock STX already locked
        {position.lockedMicroStx > 0n ? ` (${formatMicroStx(position.lockedMicroStx)} now)` : ''}:
        they stay locked until the end of the cycle they are locked for, and rewards for that cycle
        still arrive.
      </p>
      {step.state.phase === 'broadcast' ? (
        <TransactionProgress
          network={network}
          txid={step.state.txid}
          label="Stop pooling"
          call={{ contract: pox4, functionName: 'revoke-delegate-stx' }}
          onSettled={onSettled}
        />
      ) : null}
      {step.state.phase === 'refused' ? <p className={styles.error}>{step.state.message}</p> : null}
      {step.state.phase === 'proposed' ? (
        <p>Sent to your co-signers; it is broadcast once enough of them sign.</p>
      ) : null}
      {outcome === 'confirmed' || (!position.delegation && step.state.phase === 'idle') ? (
        <p>Stopped: your delegation is revoked.</p>
      ) : null}
      {position.delegation && (step.state.phase !== 'broadcast' || outcome === 'failed') ? (
        <div className={styles.actions}>
          <Button
            type="button"
            variant="outline"
            intent="danger"
            loading={step.state.phase === 'signing'}
            onClick={revoke}
          >
            {step.state.phase === 'signing' ? 'Confirm in your wallet…' : 'Stop pooling'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
