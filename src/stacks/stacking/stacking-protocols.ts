import type { NetworkKind } from '@/config/networks';
import type { LiquidSlug, PooledSlug } from '@/config/stacking-choices';

// The pools and liquid-stacking protocols Satchel offers (product.md, Stacking), per network.
// Mainnet addresses are product.md's; devnet ones are the stand-ins our local devnet deploys
// (devnet/contracts.mjs — src/ never imports devnet/, so stacking-protocols.test.ts compares the
// two). Testnet has no deployment of these pools: the pages say so instead of guessing.

// The slugs and the cycle limit are defined with the other closed stacking choices in config
// (analytics names them too); re-exported so the stacking code finds them in one place.
export type { PooledSlug };
export { MAX_DELEGATION_CYCLES } from '@/config/stacking-choices';

/**
 * How a pool is joined.
 * - `wrapper`: `pox-4.allow-contract-caller(wrapper, none)` once, then `wrapper.delegate-stx(amount)`;
 *   the wrapper delegates to its own operator, indefinitely.
 * - `pox4-pools`: `allow-contract-caller(pox4-pools, none)` once, then the 6-argument
 *   `pox4-pools.delegate-stx(amount, delegate-to, until-burn-ht, none, user-pox-addr, none)`.
 */
type PoolKind = 'wrapper' | 'pox4-pools';

export interface PooledProtocol {
  type: 'pooled';
  slug: PooledSlug;
  name: string;
  kind: PoolKind;
  /** The contract the user calls to delegate (`address.name`). */
  contract: string;
  /** Who the STX are delegated to in pox-4: the operator's address (pox4-pools) or, for a
   * wrapper, the operator the wrapper delegates to when known (used to recognise positions). */
  delegateTo: string | undefined;
  minMicroStx: bigint;
  rewardToken: 'STX' | 'BTC';
  /** BTC pools: the user may pay rewards to an address of their own choosing. */
  customRewardAddress: boolean;
  /** A wrapper's duration is fixed by its contract (indefinite); pox4-pools take 1–12 cycles. */
  durationChoice: boolean;
  website: string;
}

export interface LiquidProtocol {
  type: 'liquid';
  slug: LiquidSlug;
  name: string;
  /** The protocol's entry point (`address.name`). */
  contract: string;
  functionName: 'deposit' | 'request-mint';
  /** The liquid token the user receives: contract, asset name and symbol. */
  token: { contract: string; assetName: string; symbol: 'stSTX' | 'LiSTX' };
  minMicroStx: bigint;
  website: string;
}

export interface StackingProtocols {
  pox4: string;
  pools: readonly PooledProtocol[];
  liquid: readonly LiquidProtocol[];
}

const STX = 1_000_000n;

const MAINNET_POX_4 = 'SP000000000000000000002Q6VF78.pox-4';
const TESTNET_POX_4 = 'ST000000000000000000002AMW42H.pox-4';
const MAINNET_POX4_POOLS = 'SP001SFSMC2ZY76PD4M68P3WGX154XCH7NE3TYMX.pox4-pools';

/** Facts shared by every network: names, minimums, rewards, duration rules. */
const POOL_FACTS: Record<
  PooledSlug,
  Pick<
    PooledProtocol,
    'name' | 'kind' | 'minMicroStx' | 'rewardToken' | 'customRewardAddress' | 'website'
  >
> = {
  'fast-pool': {
    name: 'Fast Pool',
    kind: 'wrapper',
    minMicroStx: 40n * STX,
    rewardToken: 'STX',
    customRewardAddress: false,
    website: 'https://fastpool.org',
  },
  'fast-pool-v2': {
    name: 'Fast Pool v2',
    kind: 'wrapper',
    minMicroStx: 40n * STX,
    rewardToken: 'STX',
    customRewardAddress: false,
    website: 'https://fastpool.org',
  },
  planbetter: {
    name: 'PlanBetter',
    kind: 'pox4-pools',
    minMicroStx: 200n * STX,
    rewardToken: 'BTC',
    customRewardAddress: false,
    website: 'https://planbetter.org',
  },
  restake: {
    name: 'Restake',
    kind: 'wrapper',
    minMicroStx: 100n * STX,
    rewardToken: 'STX',
    customRewardAddress: false,
    website: 'https://restake.to',
  },
  'xverse-pool': {
    name: 'Xverse',
    kind: 'pox4-pools',
    minMicroStx: 100n * STX,
    rewardToken: 'BTC',
    customRewardAddress: true,
    website: 'https://www.xverse.app',
  },
  'stacking-dao': {
    name: 'Stacking DAO',
    kind: 'wrapper',
    minMicroStx: 50n * STX,
    rewardToken: 'STX',
    customRewardAddress: false,
    website: 'https://www.stackingdao.com',
  },
};

const LIQUID_FACTS: Record<
  LiquidSlug,
  Pick<LiquidProtocol, 'name' | 'functionName' | 'website'>
> = {
  'stacking-dao': {
    name: 'Stacking DAO',
    functionName: 'deposit',
    website: 'https://www.stackingdao.com',
  },
  lisa: { name: 'LISA', functionName: 'request-mint', website: 'https://www.lisalab.io' },
};

function pool(slug: PooledSlug, contract: string, delegateTo: string | undefined): PooledProtocol {
  const facts = POOL_FACTS[slug];
  return {
    type: 'pooled',
    slug,
    ...facts,
    contract,
    delegateTo,
    durationChoice: facts.kind === 'pox4-pools',
  };
}

function liquid(
  slug: LiquidSlug,
  contract: string,
  token: LiquidProtocol['token'],
): LiquidProtocol {
  return { type: 'liquid', slug, ...LIQUID_FACTS[slug], contract, token, minMicroStx: STX };
}

const MAINNET: StackingProtocols = {
  pox4: MAINNET_POX_4,
  pools: [
    pool('fast-pool', 'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.pox4-fast-pool-v3', undefined),
    pool('fast-pool-v2', 'SPMPMA1V6P430M8C91QS1G9XJ95S59JS1TZFZ4Q4.pox4-multi-pool-v1', undefined),
    pool('planbetter', MAINNET_POX4_POOLS, 'SP3TDKYYRTYFE32N19484838WEJ25GX40Z24GECPZ'),
    pool(
      'restake',
      'SPZV5RJN5XTJHA76E0VHEFB0WPEH7E11NZZ4CGBK.restake-self-service-pool-v1',
      undefined,
    ),
    pool('xverse-pool', MAINNET_POX4_POOLS, 'SPXVRSEH2BKSXAEJ00F1BY562P45D5ERPSKR4Q33'),
    pool(
      'stacking-dao',
      'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.native-stacking-pool-v1',
      undefined,
    ),
  ],
  liquid: [
    liquid('stacking-dao', 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.stacking-dao-core-v5', {
      contract: 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.ststx-token',
      assetName: 'ststx',
      symbol: 'stSTX',
    }),
    liquid('lisa', 'SM3KNVZS30WM7F89SXKVVFY4SN9RMPZZ9FX929N0V.lqstx-mint-endpoint-v2-01', {
      contract: 'SM26NBC8SFHNW4P1Y4DFH27974P56WN86C92HPEHH.token-lqstx',
      assetName: 'lqstx',
      symbol: 'LiSTX',
    }),
  ],
};

/** The devnet deployer and pool operators (devnet/accounts.mjs). */
const DEVNET_DEPLOYER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';
const DEVNET_OPERATOR = 'ST3T7AEZVDRTJP9JG06ACD78B9R6AGHHMF8PPK75G';
const DEVNET_OPERATOR_2 = 'ST2Q5CNHDG7H0JDT0SKXWK7WR2ZATQPXGX6P7D4K2';
const devnetContract = (name: string) => `${DEVNET_DEPLOYER}.${name}`;

const DEVNET: StackingProtocols = {
  pox4: TESTNET_POX_4,
  pools: [
    pool('fast-pool', devnetContract('pox4-fast-pool'), DEVNET_OPERATOR),
    pool('fast-pool-v2', devnetContract('pox4-multi-pool-v1'), DEVNET_OPERATOR),
    pool('planbetter', devnetContract('pox4-pools'), DEVNET_OPERATOR),
    pool('restake', devnetContract('restake-self-service-pool'), DEVNET_OPERATOR_2),
    pool('xverse-pool', devnetContract('pox4-pools'), DEVNET_OPERATOR_2),
    pool('stacking-dao', devnetContract('native-stacking-pool-v1'), DEVNET_OPERATOR_2),
  ],
  liquid: [
    liquid('stacking-dao', devnetContract('stacking-dao-core'), {
      contract: devnetContract('stacking-dao-core'),
      assetName: 'ststx',
      symbol: 'stSTX',
    }),
    liquid('lisa', devnetContract('lisa-mint-endpoint'), {
      contract: devnetContract('lisa-mint-endpoint'),
      assetName: 'listx',
      symbol: 'LiSTX',
    }),
  ],
};

/** Testnet: pox-4 only; no pool or protocol of product.md is deployed there. */
const TESTNET: StackingProtocols = { pox4: TESTNET_POX_4, pools: [], liquid: [] };

const BY_KIND: Readonly<Record<NetworkKind, StackingProtocols>> = {
  mainnet: MAINNET,
  testnet: TESTNET,
  devnet: DEVNET,
};

export function stackingProtocols(kind: NetworkKind): StackingProtocols {
  return BY_KIND[kind];
}

/** Every pool and protocol as listed on mainnet: the hub's tables list them on any network
 * (a network without them says so on the pool's page). */
export const LISTED_POOLS: readonly PooledProtocol[] = MAINNET.pools;
export const LISTED_LIQUID: readonly LiquidProtocol[] = MAINNET.liquid;

export function findPool(kind: NetworkKind, slug: string): PooledProtocol | undefined {
  return BY_KIND[kind].pools.find((candidate) => candidate.slug === slug);
}

export function findLiquidProtocol(kind: NetworkKind, slug: string): LiquidProtocol | undefined {
  return BY_KIND[kind].liquid.find((candidate) => candidate.slug === slug);
}

/** µSTX: the UI's cap on any amount (product.md: ≤ 10,000,000,000 STX). */
export const MAX_STACKING_MICRO_STX = 10_000_000_000n * STX;
/** product.md: fee estimate for a stacking transaction, 260 bytes × 400 µSTX/byte. */
export const STACKING_FEE_ESTIMATE_MICRO_STX = 260n * 400n;
/** Burn blocks per day (product.md: days = burn blocks / 144). */
export const BURN_BLOCKS_PER_DAY = 144;
