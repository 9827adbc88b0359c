import { Link, useParams } from 'react-router';
import { useActiveNetwork } from '@/stacks/active-network';
import { findPool } from '@/stacks/staking/staking-pools';
import styles from '../staking-page.module.css';

// Placeholder until the pool page (stake form, update, unstake, claim) lands from the flows
// work of issue 12; it names the pool and leads back to the hub, so the route is real meanwhile.

/** /staking/pool/:slug */
export function PoolPage() {
  const { slug = '' } = useParams();
  const network = useActiveNetwork();
  const pool = findPool(slug, network.kind);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{pool ? pool.name : 'Unknown pool'}</h1>
      <p className={styles.lead}>
        {pool
          ? `Staking with ${pool.name} is not open in this version yet.`
          : 'There is no listed pool at this address on this network.'}
      </p>
      <p>
        <Link to="/staking">Back to Staking</Link>
      </p>
    </div>
  );
}
