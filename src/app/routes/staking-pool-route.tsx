import { PoolPage } from '@/features/staking/pool/pool-page';

/** /staking/pool/:slug — stake with one pool, or update, unstake and claim when staked there. */
export function Component() {
  return <PoolPage />;
}
