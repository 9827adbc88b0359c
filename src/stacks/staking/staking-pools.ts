import type { NetworkKind } from '@/config/networks';
import type { PoolSlug } from '@/config/staking-choices';
import type { CalldataForm } from './signer-calldata';

// The staking pools Satchel lists, per network: the pools Leather's pox-5 page lists
// (leather-io/mono apps/web/app/data/bitcoin-staking-data.ts and its .spec.ts, stored versions)
// whose signer-manager is on mainnet, each entry citing where its facts come from. A pool is a
// signer-manager contract: each staker calls pox-5 `stake` to it (or, for Stacking DAO, its
// wrapper `native-pool-v1`). Mainnet ids are the deployed contracts (stx-labs/signer-sidekick
// research/signer-manager-census/mainnet-2026-08-13.json @4d5cfb4c, "census" below); devnet ids are
// the devnet deployer + the mainnet name, where devnet/contracts.mjs deploys the vendored mainnet
// source (devnet/vendor/README.md) or, without one, a stand-in (src/ never imports devnet/, so
// devnet/staking-layer.test.ts compares the two lists). No listed pool is known on testnet (the
// PoX-5 test network included): the pages say so instead of guessing. Fees, totals and signer-set
// membership are read from the chain (manager-fee.ts, amount-delegated-for-signer.ts …), never
// typed in here, except a fee the pool states as fixed.

/** How a staker enters the pool. */
export type PoolEntry =
  /** pox-5 `stake` / `stake-update` / `unstake` with the manager as `signer-manager`. */
  | { kind: 'pox-5' }
  /** Stacking DAO's wrapper: `delegate` / `delegate-update` / `undelegate` on `contract`, which
   * stakes with its manager. */
  | { kind: 'native-pool'; contract: string };

/** What the manager pays rewards in: sBTC to the staker, or a BTC address sent as calldata. */
export type PoolPayout = 'sbtc' | 'sbtc-or-btc' | 'btc';

/** How a staker gets their rewards: `staker` claims through the manager's `claim-staker-rewards`
 * (a wallet can send it); `operator` pays BTC off-chain, so there is nothing to claim. */
type PoolClaim = 'staker' | 'operator';

export interface StakingPool {
  slug: PoolSlug;
  name: string;
  /** The signer-manager contract id (`address.name`) new stakes go to. */
  manager: string;
  /** The pool's other managers: positions on them are the pool's too (never offered for new
   * stake). */
  otherManagers: readonly string[];
  entry: PoolEntry;
  payout: PoolPayout;
  /** The calldata form the manager's `validate-stake!` reads (signer-calldata.ts). */
  calldata: CalldataForm;
  claim: PoolClaim;
  /** The least a position may be, when the manager sets one (µSTX). */
  minStakeMicroStx?: bigint;
  /** A fee the pool states as fixed, in basis points (no `fees-bips` to read). */
  fixedFeeBips?: number;
  website: string;
  /** Devnet only: the devnet runs our stand-in, not the mainnet source (devnet/README.md,
   * "Stand-in signer-managers"), so the page can say so. */
  standIn?: true;
}

type PoolFacts = Omit<StakingPool, 'slug' | 'manager' | 'otherManagers' | 'entry' | 'standIn'>;

const FACTS: Readonly<Record<PoolSlug, PoolFacts>> = {
  // Fast Pool: fastpool-max500 is the primary (census: source e80395f4…, "fee capped at 5 %");
  // it reads `{pox-addr, max-fee, min-claim}` (devnet/vendor/managers/
  // fastpool-max500-signer-manager.clar `parse-payout-calldata`), pays sBTC without calldata.
  'fast-pool': {
    name: 'Fast Pool',
    payout: 'sbtc-or-btc',
    calldata: 'max500',
    claim: 'staker',
    website: 'https://fastpool.org',
  },
  // Xverse: xverse-signer-manager-1 runs an earlier reference revision (census: source c0a2cc8e…;
  // devnet/vendor/managers/xverse-signer-manager-1.clar): `{pox-addr, max-fee}` calldata, sBTC or
  // BTC, `claim-staker-rewards` answering a bare uint.
  xverse: {
    name: 'Xverse',
    payout: 'sbtc-or-btc',
    calldata: 'pox-addr-max-fee',
    claim: 'staker',
    website: 'https://pool.xverse.app',
  },
  // Stacking DAO: native-pool-signer-manager (census: source 72b3d5ea…) takes no calldata, no fee,
  // and its `claim-staker-rewards (reward-cycle, bond-index)` pays the sender in sBTC.
  'stacking-dao': {
    name: 'Stacking DAO',
    payout: 'sbtc',
    calldata: 'pox-addr-max-fee',
    claim: 'staker',
    fixedFeeBips: 0,
    website: 'https://www.stackingdao.com',
  },
  // PlanBetter: no public source (devnet/README.md, "Stand-in signer-managers"); Leather's list
  // (bitcoin-staking-data.spec.ts, stored version): 1,000 STX minimum, fixed 5 % fee, BTC paid by
  // the operator; calldata `{pox-addr}` only, required (u1012 without).
  planbetter: {
    name: 'PlanBetter',
    payout: 'btc',
    calldata: 'pox-addr',
    claim: 'operator',
    minStakeMicroStx: 1_000_000_000n,
    fixedFeeBips: 500,
    website: 'https://planbetter.com',
  },
  // Asymmetric Research: SPZACCJ8….signer-manager runs max500's source byte for byte (census: the
  // same source e80395f4…, deployed as Clarity 4), so its interface is max500's.
  'asymmetric-research': {
    name: 'Asymmetric Research',
    payout: 'sbtc-or-btc',
    calldata: 'max500',
    claim: 'staker',
    // the firm's own domain; no stored source lists a pool page
    website: 'https://www.asymmetric.re',
  },
  // SenseiNode: signer-manager-pox5 runs the reference manager (census: source 48d22cf8…, the
  // stacks-core reference; devnet/vendor/managers/signer-manager-pox5.clar).
  senseinode: {
    name: 'SenseiNode',
    payout: 'sbtc-or-btc',
    calldata: 'pox-addr-max-fee',
    claim: 'staker',
    // the firm's own domain; no stored source lists a pool page
    website: 'https://senseinode.com',
  },
};

function pool(
  slug: PoolSlug,
  manager: string,
  {
    entry = { kind: 'pox-5' },
    otherManagers = [],
    standIn = false,
  }: { entry?: PoolEntry; otherManagers?: readonly string[]; standIn?: boolean } = {},
): StakingPool {
  return {
    slug,
    ...FACTS[slug],
    manager,
    otherManagers,
    entry,
    ...(standIn ? { standIn: true as const } : {}),
  };
}

const STACKING_DAO_MAINNET = 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG';

/** Mainnet ids: census (fastpool-1, fastpool-max500 — the name Leather's stored list gives as
 * `fastpool-2-signer-manager` is not deployed; the census and mainnet stake receipts name
 * `fastpool-max500-signer-manager` —, xverse-1, native-pool, Asymmetric Research, SenseiNode);
 * PlanBetter's from Leather's list (after the census). */
const MAINNET: readonly StakingPool[] = [
  pool('fast-pool', 'SPMPMA1V6P430M8C91QS1G9XJ95S59JS1TZFZ4Q4.fastpool-max500-signer-manager', {
    otherManagers: ['SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.fastpool-1-signer-manager'],
  }),
  pool('xverse', 'SP8HK160YD5GHXP69VGA0TC7AQJ1X4CDW3XVERSE.xverse-signer-manager-1', {
    otherManagers: [
      'SP8HK160YD5GHXP69VGA0TC7AQJ1X4CDW3XVERSE.xverse-signer-manager-2',
      'SP8HK160YD5GHXP69VGA0TC7AQJ1X4CDW3XVERSE.xverse-signer-manager-3',
    ],
  }),
  pool('stacking-dao', `${STACKING_DAO_MAINNET}.native-pool-signer-manager`, {
    entry: { kind: 'native-pool', contract: `${STACKING_DAO_MAINNET}.native-pool-v1` },
  }),
  pool('planbetter', 'SP3ZA8J49HPS7M3KD7EB01Y0ZAJS7VJS2NG87MDGN.planbetter-signer-manager'),
  pool('asymmetric-research', 'SPZACCJ8XPZ14P7K7NGFMT1BWQYF2JA9DFA2ZR8A.signer-manager'),
  pool('senseinode', 'SP20XZGWBWSMRE94WDJ6YJ1EKPJ55RGRGK4JDJHNK.signer-manager-pox5'),
];

/** The devnet deployer (`deployer` of common/devnet-accounts.mjs), which deploys every devnet
 * manager. Written out: importing the list would put every devnet key in mainnet pages. */
const DEVNET_DEPLOYER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';
const devnetContract = (name: string) => `${DEVNET_DEPLOYER}.${name}`;

/** Each under its mainnet name; Stacking DAO and PlanBetter are stand-ins (devnet/README.md). */
const DEVNET: readonly StakingPool[] = [
  pool('fast-pool', devnetContract('fastpool-max500-signer-manager'), {
    otherManagers: [devnetContract('fastpool-1-signer-manager')],
  }),
  pool('xverse', devnetContract('xverse-signer-manager-1')),
  pool('stacking-dao', devnetContract('native-pool-signer-manager'), {
    entry: { kind: 'native-pool', contract: devnetContract('native-pool-v1') },
    standIn: true,
  }),
  pool('planbetter', devnetContract('planbetter-signer-manager'), { standIn: true }),
  pool('asymmetric-research', devnetContract('signer-manager')),
  pool('senseinode', devnetContract('signer-manager-pox5')),
];

const BY_KIND: Readonly<Record<NetworkKind, readonly StakingPool[]>> = {
  mainnet: MAINNET,
  testnet: [],
  devnet: DEVNET,
};

/** The pools listed on a network (mainnet and devnet: the six above; testnet: none known). */
export function stakingPools(kind: NetworkKind): readonly StakingPool[] {
  return BY_KIND[kind];
}

/** The pool of a slug on a network; undefined when the network has none (or the slug is not
 * one of ours, e.g. from a URL). */
export function findPool(slug: string, kind: NetworkKind): StakingPool | undefined {
  return BY_KIND[kind].find((candidate) => candidate.slug === slug);
}

/** The listed pool whose manager (one of its others, or its wrapper) is `principal`, for naming
 * a position's manager. */
export function findPoolByManager(principal: string, kind: NetworkKind): StakingPool | undefined {
  return BY_KIND[kind].find(
    (candidate) =>
      candidate.manager === principal ||
      candidate.otherManagers.includes(principal) ||
      (candidate.entry.kind === 'native-pool' && candidate.entry.contract === principal),
  );
}
