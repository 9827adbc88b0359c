import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Banner } from '@/design-system/banner';
import { ExternalLink } from '@/design-system/external-link';
import { formatMicroStx } from '@/lib/micro-stx';
import type { ActiveNetwork } from '@/stacks/active-network';
import { poxInfoQueryOptions } from '@/stacks/stacking/pox-info';
import { pooledPositionQueryOptions } from '@/stacks/stacking/stacking-position';
import type { PooledProtocol } from '@/stacks/stacking/stacking-protocols';
import { PoolPageFrame, PoolPageHeading } from './pool-page-frame';
import { PoolingForm } from './pooling-form';
import { usePoolPage } from './use-pool-page';
import styles from '../shared/stacking-page.module.css';

/** /stacking/pool/:slug — start pooling with one pool, or increase an existing delegation. */
export function StartPoolingPage() {
  const { network, target, stacker } = usePoolPage();
  return (
    <PoolPageFrame target={target} networkName={network.name}>
      {(pool) => <StartPooling pool={pool} network={network} stacker={stacker} />}
    </PoolPageFrame>
  );
}

function StartPooling({
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
  });
  const pox = useQuery(poxInfoQueryOptions(network));
  const current = position.data ?? undefined;
  const withThisPool = current?.pool?.slug === pool.slug && current.pool.kind === pool.kind;
  const delegatesElsewhere =
    current?.delegation !== undefined && !withThisPool && current.status !== 'expired';
  const increasing = withThisPool && current.delegation !== undefined;

  return (
    <div className={styles.page}>
      <PoolPageHeading
        poolName={pool.name}
        title={increasing ? `Increase your delegation to ${pool.name}` : `Pool with ${pool.name}`}
      />
      <PoolFacts pool={pool} />
      {stacker ? null : (
        <Banner variant="info" title="Connect your wallet to start pooling">
          You can fill in the form now; signing needs a connected wallet (Connect, at the top).
        </Banner>
      )}
      {position.error ? (
        <Banner variant="warning" title="Could not read your current stacking">
          {position.error.message}. Satchel cannot tell whether you already delegate, so it will not
          send a delegation until it can.
        </Banner>
      ) : null}
      {delegatesElsewhere ? (
        <Banner variant="warning" title="You already pool elsewhere">
          Your STX are delegated to{' '}
          {current.pool ? current.pool.name : <code>{current.delegation?.delegatedTo}</code>}. Stop
          pooling there first
          {current.pool ? (
            <>
              {' '}
              (<Link to={`/stacking/pool/${current.pool.slug}/active`}>your position</Link>)
            </>
          ) : null}
          ; revoking does not unlock STX already locked, so {pool.name} can lock them only once they
          unlock.
        </Banner>
      ) : null}
      <PoolingForm
        key={`${network.name}:${network.apiUrl}:${pool.slug}`}
        pool={pool}
        network={network}
        stacker={stacker}
        pox={pox}
        delegatedMicroStx={increasing ? current.delegation?.amountMicroStx : undefined}
        blocked={delegatesElsewhere || (stacker !== undefined && !position.isSuccess)}
      />
    </div>
  );
}

function PoolFacts({ pool }: { pool: PooledProtocol }) {
  return (
    <section aria-labelledby="pool-conditions" className={styles.section}>
      <h2 id="pool-conditions">The pool's conditions</h2>
      <dl className={styles.facts}>
        <dt>Minimum</dt>
        <dd>{formatMicroStx(pool.minMicroStx)}</dd>
        <dt>Rewards paid in</dt>
        <dd>{pool.rewardToken}</dd>
        <dt>Duration</dt>
        <dd>
          {pool.durationChoice
            ? 'You choose: until you stop, or 1 to 12 cycles (about 2 weeks each)'
            : 'Until you stop pooling (set by the pool’s contract)'}
        </dd>
        <dt>How you join</dt>
        <dd>
          {pool.kind === 'wrapper'
            ? 'Through the pool’s contract, which you allow to act for you in pox-4'
            : 'Through the pox4-pools contract, which you allow to act for you in pox-4'}{' '}
          (<code>{pool.contract}</code>)
        </dd>
        <dt>Website</dt>
        <dd>
          <ExternalLink href={pool.website}>{new URL(pool.website).host}</ExternalLink>
        </dd>
      </dl>
    </section>
  );
}
