import type { NetworkKind } from '@/config/networks';
import type { PoolSlug } from '@/config/staking-choices';

// The staking pools Satchel lists (product.md "Staking pools"; pox-5.md §5), per network. A pool
// is a signer-manager contract: each staker calls pox-5 `stake` to it (or, for Stacking DAO, its
// wrapper `native-pool-v1`). Mainnet ids are product.md's; devnet ids are the stand-ins our local
// devnet deploys (helper brief, "Devnet facts"; src/ never imports devnet/, so
// devnet/staking-pools.test.ts compares the two). No listed pool is known on testnet (the PoX-5
// test network included): the pages say so instead of guessing. Fees, totals and signer-set
// membership are read from the chain (manager-fee.ts, amount-delegated-for-signer.ts …), never
// typed in here.

/** How a staker enters the pool. */
export type PoolEntry =
  /** pox-5 `stake` / `stake-update` / `unstake` with the manager as `signer-manager`. */
  | { kind: 'pox-5' }
  /** Stacking DAO's wrapper: `delegate` / `delegate-update` / `undelegate` on `contract`, which
   * stakes with its manager (pox-5.md §5, §8: Leather routes these positions through it). */
  | { kind: 'native-pool'; contract: string };

/** What the manager pays rewards in: sBTC to the staker, or a BTC address sent as calldata. */
export type PoolPayout = 'sbtc' | 'sbtc-or-btc' | 'btc';

export interface StakingPool {
  slug: PoolSlug;
  name: string;
  /** The signer-manager contract id (`address.name`). */
  manager: string;
  entry: PoolEntry;
  payout: PoolPayout;
  website: string;
}

const FACTS: Readonly<Record<PoolSlug, Pick<StakingPool, 'name' | 'payout' | 'website'>>> = {
  'fast-pool': { name: 'Fast Pool', payout: 'sbtc-or-btc', website: 'https://fastpool.org' },
  'fast-pool-max500': {
    name: 'Fast Pool (fee capped at 5 %)',
    payout: 'sbtc-or-btc',
    website: 'https://fastpool.org',
  },
  xverse: { name: 'Xverse', payout: 'sbtc', website: 'https://www.xverse.app' },
  'stacking-dao': { name: 'Stacking DAO', payout: 'sbtc', website: 'https://www.stackingdao.com' },
  planbetter: { name: 'PlanBetter', payout: 'btc', website: 'https://planbetter.org' },
};

function pool(slug: PoolSlug, manager: string, entry: PoolEntry = { kind: 'pox-5' }): StakingPool {
  return { slug, ...FACTS[slug], manager, entry };
}

const STACKING_DAO_MAINNET = 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG';

const MAINNET: readonly StakingPool[] = [
  pool('fast-pool', 'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.fastpool-1-signer-manager'),
  pool(
    'fast-pool-max500',
    'SPMPMA1V6P430M8C91QS1G9XJ95S59JS1TZFZ4Q4.fastpool-max500-signer-manager',
  ),
  pool('xverse', 'SP8HK160YD5GHXP69VGA0TC7AQJ1X4CDW3XVERSE.xverse-signer-manager-1'),
  pool('stacking-dao', `${STACKING_DAO_MAINNET}.native-pool-signer-manager`, {
    kind: 'native-pool',
    contract: `${STACKING_DAO_MAINNET}.native-pool-v1`,
  }),
  pool('planbetter', 'SP3ZA8J49HPS7M3KD7EB01Y0ZAJS7VJS2NG87MDGN.planbetter-signer-manager'),
];

/** The devnet deployer (devnet/accounts.mjs `deployer`), which deploys every devnet manager. */
const DEVNET_DEPLOYER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';
const devnetContract = (name: string) => `${DEVNET_DEPLOYER}.${name}`;

const DEVNET: readonly StakingPool[] = [
  pool('fast-pool', devnetContract('fastpool-1-signer-manager')),
  pool('fast-pool-max500', devnetContract('fastpool-max500-signer-manager')),
  pool('xverse', devnetContract('xverse-signer-manager-1')),
  pool('stacking-dao', devnetContract('native-pool-signer-manager'), {
    kind: 'native-pool',
    contract: devnetContract('native-pool-v1'),
  }),
  pool('planbetter', devnetContract('planbetter-signer-manager')),
];

const BY_KIND: Readonly<Record<NetworkKind, readonly StakingPool[]>> = {
  mainnet: MAINNET,
  testnet: [],
  devnet: DEVNET,
};

/** The pools listed on a network (mainnet and devnet: product.md's five; testnet: none known). */
export function stakingPools(kind: NetworkKind): readonly StakingPool[] {
  return BY_KIND[kind];
}

/** The pool of a slug on a network; undefined when the network has none (or the slug is not
 * one of ours, e.g. from a URL). */
export function findPool(slug: string, kind: NetworkKind): StakingPool | undefined {
  return BY_KIND[kind].find((candidate) => candidate.slug === slug);
}

/** The listed pool whose manager (or wrapper) is `principal`, for naming a position's manager. */
export function findPoolByManager(principal: string, kind: NetworkKind): StakingPool | undefined {
  return BY_KIND[kind].find(
    (candidate) =>
      candidate.manager === principal ||
      (candidate.entry.kind === 'native-pool' && candidate.entry.contract === principal),
  );
}
