import { Link as RouterLink } from 'react-router';
import { ExternalLink } from '@/design-system/external-link';
import { Link } from '@/design-system/link';
import { Shimmer } from '@/design-system/shimmer';
import { ValueDisplay } from '@/design-system/value-display';
import { buildExplorerTxUrl, type ExplorerNetworkOptions } from '@/lib/links';
import { formatMicroStx } from '@/lib/micro-stx';
import { shortenAddress } from '@/lib/shorten-address';
import type { LiquidPosition } from '@/stacks/stacking/liquid-positions';
import { burnHeightToDate, type PoxCycleInfo } from '@/stacks/stacking/pox-info';
import type { PendingStackingTx, PooledPosition } from '@/stacks/stacking/stacking-position';
import { STACKING_STATUS_DESCRIPTIONS, StackingStatusBadge } from '../stacking-status-badge';
import { formatApproximateDate, formatTokenAmount } from './format-figures';
import { LIQUID_SECTION_ID, POOLED_SECTION_ID } from './hub-section-ids';
import { MyPositionsSection } from './my-positions-section';
import styles from './stacking-hub.module.css';

/** One source of the positions: loading, failed (with words), or read. */
export type Loadable<T> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

export interface MyPositionsLayoutProps {
  pooled: Loadable<PooledPosition | null>;
  liquid: Loadable<readonly LiquidPosition[]>;
  /** For the approximate dates; without it only block heights are shown. */
  pox: PoxCycleInfo | undefined;
  explorer: ExplorerNetworkOptions;
  now?: Date;
}

/** A liquid position worth showing: a holding or a deposit on its way. */
function isHeld(position: LiquidPosition): boolean {
  return position.tokenBalance > 0n || position.pending.length > 0;
}

export function MyPositionsLayout({ pooled, liquid, pox, explorer, now }: MyPositionsLayoutProps) {
  if (pooled.state === 'loading' && liquid.state === 'loading') {
    return (
      <MyPositionsSection>
        <Shimmer lines={3} label="Loading your positions…" />
      </MyPositionsSection>
    );
  }
  const liquidHeld = liquid.state === 'ready' ? liquid.value.filter(isHeld) : [];
  const empty =
    pooled.state === 'ready' &&
    pooled.value === null &&
    liquid.state === 'ready' &&
    liquidHeld.length === 0;
  if (empty) {
    return (
      <MyPositionsSection>
        <div className={styles.empty}>
          <p>
            <strong>You are not stacking yet.</strong>
          </p>
          <p>
            Choose a pool in <Link href={`#${POOLED_SECTION_ID}`}>Pooled stacking</Link> or a
            protocol in <Link href={`#${LIQUID_SECTION_ID}`}>Liquid stacking</Link> below to put
            your STX to work.
          </p>
        </div>
      </MyPositionsSection>
    );
  }
  const dates = { pox, now };
  return (
    <MyPositionsSection>
      <ul className={styles.positions}>
        {pooled.state === 'loading' && (
          <li>
            <Shimmer lines={3} label="Loading your pooled position…" />
          </li>
        )}
        {pooled.state === 'error' && (
          <li className={styles.positionError}>
            <p>Your pooled position could not be read: {pooled.message}</p>
          </li>
        )}
        {pooled.state === 'ready' && pooled.value && (
          <li>
            <PooledPositionCard position={pooled.value} explorer={explorer} {...dates} />
          </li>
        )}
        {liquid.state === 'loading' && (
          <li>
            <Shimmer lines={2} label="Loading your liquid stacking…" />
          </li>
        )}
        {liquid.state === 'error' && (
          <li className={styles.positionError}>
            <p>Your liquid stacking could not be read: {liquid.message}</p>
          </li>
        )}
        {liquidHeld.map((position) => (
          <li key={position.protocol.slug}>
            <LiquidPositionCard position={position} explorer={explorer} />
          </li>
        ))}
      </ul>
    </MyPositionsSection>
  );
}

function BurnHeight({
  height,
  pox,
  now,
}: {
  height: number | undefined;
  pox: PoxCycleInfo | undefined;
  now: Date | undefined;
}) {
  if (height === undefined) return <ValueDisplay value={undefined} />;
  const block = `Bitcoin block ${height.toLocaleString('en-US')}`;
  if (!pox) return <>{block}</>;
  return (
    <>
      {block}{' '}
      <span className={styles.secondary}>
        (about {formatApproximateDate(burnHeightToDate(height, pox, now))})
      </span>
    </>
  );
}

function PendingTransactions({
  pending,
  explorer,
}: {
  pending: readonly PendingStackingTx[];
  explorer: ExplorerNetworkOptions;
}) {
  if (pending.length === 0) return null;
  return (
    <div className={styles.pending}>
      <p>Waiting for confirmation:</p>
      <ul>
        {pending.map((tx) => (
          <li key={tx.txid}>
            <code>{tx.functionName}</code> —{' '}
            <ExternalLink href={buildExplorerTxUrl({ txid: tx.txid, ...explorer })}>
              view in the explorer
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PooledPositionCard({
  position,
  explorer,
  pox,
  now,
}: {
  position: PooledPosition;
  explorer: ExplorerNetworkOptions;
  pox: PoxCycleInfo | undefined;
  now?: Date | undefined;
}) {
  const { pool, delegation, status } = position;
  const titleId = `pooled-position-${pool?.slug ?? 'other'}`;
  const title = pool
    ? pool.name
    : delegation
      ? `Pool ${shortenAddress(delegation.delegatedTo)}`
      : 'Pooled stacking';
  return (
    <article className={styles.position} aria-labelledby={titleId} data-status={status}>
      <div className={styles.positionHeader}>
        <h3 id={titleId}>{title}</h3>
        <StackingStatusBadge status={status} />
      </div>
      <p className={styles.secondary}>{STACKING_STATUS_DESCRIPTIONS[status]}</p>
      {!pool && delegation && (
        <p className={styles.secondary}>
          Delegated to <code>{delegation.delegatedTo}</code>, a pool Satchel does not list.
        </p>
      )}
      <dl className={styles.amounts}>
        <div>
          <dt>Delegated</dt>
          <dd>
            <ValueDisplay
              value={delegation ? formatMicroStx(delegation.amountMicroStx) : undefined}
              emptyLabel="No delegation"
            />
          </dd>
        </div>
        <div>
          <dt>Locked</dt>
          <dd>{formatMicroStx(position.lockedMicroStx)}</dd>
        </div>
        <div>
          <dt>Available</dt>
          <dd>{formatMicroStx(position.availableMicroStx)}</dd>
        </div>
        <div>
          <dt>Unlocks at</dt>
          <dd>
            <BurnHeight height={position.unlockBurnHeight} pox={pox} now={now} />
          </dd>
        </div>
        {delegation && (
          <div>
            <dt>Delegation ends</dt>
            <dd>
              {delegation.untilBurnHeight === undefined ? (
                'When you stop pooling'
              ) : (
                <BurnHeight height={delegation.untilBurnHeight} pox={pox} now={now} />
              )}
            </dd>
          </div>
        )}
      </dl>
      <PendingTransactions pending={position.pending} explorer={explorer} />
      {pool && (
        <Link asChild>
          <RouterLink to={`/stacking/pool/${pool.slug}/active`}>
            View your {pool.name} position
          </RouterLink>
        </Link>
      )}
    </article>
  );
}

function LiquidPositionCard({
  position,
  explorer,
}: {
  position: LiquidPosition;
  explorer: ExplorerNetworkOptions;
}) {
  const { protocol } = position;
  const status = position.pending.length > 0 ? 'pending' : 'active';
  const titleId = `liquid-position-${protocol.slug}`;
  return (
    <article className={styles.position} aria-labelledby={titleId} data-status={status}>
      <div className={styles.positionHeader}>
        <h3 id={titleId}>
          {protocol.name} <span className={styles.secondary}>({protocol.token.symbol})</span>
        </h3>
        <StackingStatusBadge status={status} />
      </div>
      <p className={styles.secondary}>
        {status === 'pending'
          ? 'A deposit is waiting to be confirmed.'
          : `Your ${protocol.token.symbol} grows with the protocol’s stacking rewards.`}
      </p>
      <dl className={styles.amounts}>
        <div>
          <dt>Holding</dt>
          <dd>{formatTokenAmount(position.tokenBalance, protocol.token.symbol)}</dd>
        </div>
      </dl>
      <PendingTransactions pending={position.pending} explorer={explorer} />
      <Link asChild>
        <RouterLink to={`/stacking/liquid/${protocol.slug}/active`}>
          View your {protocol.name} position
        </RouterLink>
      </Link>
    </article>
  );
}
