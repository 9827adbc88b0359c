import { Link, useParams } from 'react-router';
import { Banner } from '@/design-system/banner';
import { useActiveNetwork } from '@/stacks/active-network';
import { findPool } from '@/stacks/staking/staking-pools';
import { isPoolSlug } from '@/config/staking-choices';
import { routes } from '@/lib/routes';
import { ManagerStakePage } from '../shared/manager-stake-page';
import { poolTarget } from '../shared/stake-target';
import { PageLayout } from '@/design-system/page-layout';

/** /staking/pool/:slug — stake with one listed pool, or update, unstake and claim when staked
 * there (docs/product-decisions.md#staking-pools). */
export function PoolPage() {
  const { slug = '' } = useParams();
  const network = useActiveNetwork();
  const pool = findPool(slug, network.kind);
  if (pool) return <ManagerStakePage target={poolTarget(pool)} crumb={pool.name} />;
  return (
    <PageLayout title={isPoolSlug(slug) ? 'Pool not on this network' : 'Pool not found'}>
      {isPoolSlug(slug) ? (
        <Banner variant="info" title={`No listed pool runs on ${network.name}`}>
          This pool is listed on mainnet (and on the local devnet). Switch network in the header to
          stake with it, or bring your own signer-manager.{' '}
          <Link to={routes.staking()}>Back to Staking</Link>
        </Banner>
      ) : (
        <p>
          Satchel lists no pool called <code>{slug}</code>.{' '}
          <Link to={routes.staking()}>See the pools Satchel offers</Link>.
        </p>
      )}
    </PageLayout>
  );
}
