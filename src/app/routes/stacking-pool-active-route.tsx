import { PoolPositionPage } from '@/features/stacking/pool/pool-position-page';

/** /stacking/pool/:slug/active — the pool position: status, amounts, cycle, increase, stop. */
export function Component() {
  return <PoolPositionPage />;
}
