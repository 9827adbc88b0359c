import type { PoolSlug } from '@/config/staking-choices';

// The hub's links to the staking pages (app/router.tsx). Stand-in until the shared routes module
// (issue 12, "one routes module builds every link") lands; then its builders replace these.
export const stakingPaths = {
  hub: '/staking',
  pool: (slug: PoolSlug) => `/staking/pool/${slug}`,
  position: '/staking/position',
  /** Bring your own: the contract id is one path segment (`address.name` has no slash). */
  manager: (contractId: string) => `/staking/manager/${encodeURIComponent(contractId)}`,
} as const;
