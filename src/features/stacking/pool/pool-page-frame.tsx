import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Banner } from '@/design-system/banner';
import type { PoolPageTarget } from './use-pool-page';
import styles from '../shared/stacking-page.module.css';

/** What every pool page shows when the URL names no usable pool: words and a way back. */
export function PoolPageFrame({
  target,
  networkName,
  children,
}: {
  target: PoolPageTarget;
  networkName: string;
  children: (pool: Extract<PoolPageTarget, { found: 'here' }>['pool']) => ReactNode;
}) {
  if (target.found === 'unknown') {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>Pool not found</h1>
        <p>
          Satchel lists no pool called <code>{target.slug}</code>.{' '}
          <Link to="/stacking">See the pools Satchel offers</Link>.
        </p>
      </div>
    );
  }
  if (target.found === 'elsewhere') {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{target.listed.name}</h1>
        <Banner variant="info" title={`${target.listed.name} is not available on ${networkName}`}>
          This pool runs on mainnet (and on the local devnet). Switch network in the header to pool
          with it. <Link to="/stacking">Back to stacking</Link>
        </Banner>
      </div>
    );
  }
  return <>{children(target.pool)}</>;
}

/** Breadcrumbs back to the hub and the page's title, the same on every page of a pool. */
export function PoolPageHeading({ poolName, title }: { poolName: string; title: string }) {
  return (
    <div>
      <p className={styles.crumbs}>
        <Link to="/stacking">Stacking</Link> › {poolName}
      </p>
      <h1 className={styles.heading}>{title}</h1>
    </div>
  );
}
