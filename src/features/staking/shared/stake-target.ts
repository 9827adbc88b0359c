import type { StakingPoolChoice } from '@/config/staking-choices';
import type { PoolPayout, StakingPool } from '@/stacks/staking/staking-pools';

/**
 * Whom a stake goes to: a listed pool (docs/product-decisions.md#staking-pools) or a signer-manager
 * the person brought by contract id after the on-chain check. Everything the pages need to word and
 * build the calls.
 */
export interface StakeTarget {
  /** "Fast Pool", or the contract id of a brought manager. */
  name: string;
  /** The signer-manager contract id the stake names (docs/staking-pox-5.md#staking-model). */
  manager: string;
  /** The listed pool, when it is one (its entry says whether a wrapper stands in front). */
  pool: StakingPool | undefined;
  payouts: PoolPayout;
  /** Analytics: the slug, or 'own-manager' (a contract id would point at a person). */
  analyticsPool: StakingPoolChoice;
}

export function poolTarget(pool: StakingPool): StakeTarget {
  return {
    name: pool.name,
    manager: pool.manager,
    pool,
    payouts: pool.payout,
    analyticsPool: pool.slug,
  };
}

/** A brought manager: Satchel cannot know what it pays in, so it offers what the reference
 * manager takes — sBTC, or a BTC address as calldata (docs/staking-pox-5.md#signer-managers). */
export function ownManagerTarget(contractId: string): StakeTarget {
  return {
    name: contractId,
    manager: contractId,
    pool: undefined,
    payouts: 'sbtc-or-btc',
    analyticsPool: 'own-manager',
  };
}
