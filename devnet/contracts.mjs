// Contracts the devnet deploys at boot, its signer-managers (one per pool slug of
// docs/product-decisions.md#staking-pools, plus two that show the states a manager can be in) and
// the staking it seeds. One place for the chain, the routes, the tests and the README.
import { createHash } from 'node:crypto';
import { account, deployer } from './accounts.mjs';

/** pox-5, the boot contract of Epoch 4.0 on testnet-flavoured chains
 * (docs/staking-pox-5.md#contract-ids-and-networks). */
export const POX_5 = 'ST000000000000000000002AMW42H.pox-5';
/** The boot address pox-5 lives at (the node's own transactions come from it). */
export const BOOT_ADDRESS = 'ST000000000000000000002AMW42H';
/** sBTC's deployer: simnet deploys sbtc-token and sbtc-registry here, as on mainnet
 * (docs/staking-pox-5.md#rewards). */
export const SBTC_DEPLOYER = 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4';
export const SBTC_TOKEN = `${SBTC_DEPLOYER}.sbtc-token`;
export const SBTC_REGISTRY = `${SBTC_DEPLOYER}.sbtc-registry`;

/**
 * PoX parameters the devnet passes to pox-5's `set-burnchain-parameters`, as a node does at
 * Epoch 4.0 (docs/staking-pox-5.md#cycles): the testnet lengths. A burn block costs simnet ≈5 µs
 * (measured: 5,000 in 25 ms), so the long cycle costs nothing in tests; `/_devnet/advance` jumps to
 * named points rather than counting blocks.
 */
export const POX_PARAMETERS = {
  firstBurnHeight: 0,
  prepareLength: 50,
  cycleLength: 1050,
};

/**
 * sBTC the reward keeper credits to pox-5 per burn block, in sats, standing in for the sBTC output
 * of miners' block-commits (docs/staking-pox-5.md#rewards). 10,000 sats a block is 5,250,000 sats
 * per distribution (half a cycle), so even a small stake earns more than sBTC's 546-sat withdrawal
 * dust limit.
 */
export const REWARD_SATS_PER_BURN_BLOCK = 10_000n;

/**
 * @typedef {object} DevnetContract
 * @property {string} name  Contract name.
 * @property {string} file  File under devnet/contracts/, or under devnet/vendor/ when `vendored`.
 * @property {string} id    Full contract id `deployer.name`.
 * @property {boolean} [vendored]  a mainnet source under devnet/vendor/, deployed with pox-5's id
 *   substituted (devnet/vendored-source.mjs); otherwise our own source
 * @property {number} [clarityVersion]  Clarity version to deploy with (a vendored source: the one
 *   its mainnet deployment has; our own: the devnet's default)
 */

/** @param {string} name @param {string} [file] @returns {DevnetContract} */
const contract = (name, file = name) => ({
  name,
  file: `${file}.clar`,
  id: `${deployer.address}.${name}`,
});

/**
 * A mainnet signer-manager's source, vendored byte for byte (devnet/vendor/README.md), deployed
 * under `name` with the Clarity version of its mainnet deployment.
 * @param {string} name @param {string} file under devnet/vendor/managers/, without `.clar`
 * @param {number} clarityVersion @returns {DevnetContract}
 */
const vendored = (name, file, clarityVersion) => ({
  name,
  file: `managers/${file}.clar`,
  id: `${deployer.address}.${name}`,
  vendored: true,
  clarityVersion,
});

/**
 * A signer-manager of the devnet.
 * @typedef {object} SignerManager
 * @property {string} slug  pool slug of src/config/staking-choices.ts, or `below-minimum` /
 *   `unregistered`
 * @property {DevnetContract} contract
 * @property {'reference' | 'max500' | 'stand-in' | 'planbetter' | 'native-pool'} source  which
 *   code it runs: the mainnet reference manager's (fastpool-1, xverse-1, SenseiNode's), Fast
 *   Pool's max500 (also Asymmetric Research's), or one of our stand-ins
 * @property {boolean} standIn  true when no public source of the pool's mainnet manager was found
 *   and the devnet runs a stand-in of ours instead (devnet/README.md, "Stand-in signer-managers")
 * @property {number} feeBips  the fee its admin sets at boot, in basis points of each staker's
 *   gross reward (max500 queues an increase for 2 cycles, so it applies from cycle 2)
 * @property {'sbtc' | 'sbtc-or-btc' | 'btc'} payout  how stakers may be paid
 * @property {'pox-addr-max-fee' | 'max500' | 'pox-addr' | 'none'} calldata  the payout calldata
 *   its `validate-stake!` takes
 * @property {DevnetContract} [wrapper]  the contract stakers call instead of pox-5
 * @property {string | null} signerKey  private key of the signer key its grant is signed with;
 *   null: never registered
 * @property {{staker: string, amountUstx: bigint} | null} seed  the devnet account that stakes
 *   to it at boot, and how much
 */

/**
 * The signer key of a manager: a private key derived from its name, public on purpose (every
 * devnet key is). @param {string} name
 */
const signerKeyOf = (name) =>
  `${createHash('sha256').update(`satchel devnet signer key ${name}`).digest('hex')}01`;

/** Above the 50,000 STX a signer needs to enter the signer set (pox-5.clar SIGNER_SET_MIN_USTX). */
const SEED_USTX = 100_000_000_000n;

/**
 * @param {string} slug @param {DevnetContract} manager
 * @param {Omit<SignerManager, 'slug' | 'contract' | 'signerKey'>} rest
 * @param {{registered?: boolean}} [options] registered: false deploys it only
 * @returns {SignerManager}
 */
const manager = (slug, manager, rest, { registered = true } = {}) => ({
  slug,
  contract: manager,
  signerKey: registered ? signerKeyOf(manager.name) : null,
  ...rest,
});

/**
 * The managers' contracts, each under its mainnet name (Asymmetric Research's is plain
 * `signer-manager`). Clarity versions are those of the mainnet deployments
 * (stx-labs/signer-sidekick research/signer-manager-census/mainnet-2026-08-13.json
 * `interfaceClarityVersion`).
 */
const managerContracts = {
  fastPool: vendored('fastpool-1-signer-manager', 'fastpool-1-signer-manager', 6),
  fastPoolMax500: vendored('fastpool-max500-signer-manager', 'fastpool-max500-signer-manager', 6),
  xverse: vendored('xverse-signer-manager-1', 'xverse-signer-manager-1', 4),
  nativePoolSignerManager: contract('native-pool-signer-manager'),
  planbetter: contract('planbetter-signer-manager'),
  asymmetricResearch: vendored('signer-manager', 'fastpool-max500-signer-manager', 4),
  senseiNode: vendored('signer-manager-pox5', 'signer-manager-pox5', 6),
  belowMinimum: contract('signer-manager-below-minimum', 'signer-manager'),
  unregistered: contract('signer-manager-unregistered', 'signer-manager'),
};
const nativePoolWrapper = contract('native-pool-v1');

/** In the order the devnet seeds them; the pools in the order of src/config/staking-choices.ts. */
export const signerManagers = [
  manager('fast-pool', managerContracts.fastPoolMax500, {
    source: 'max500',
    standIn: false,
    feeBips: 300,
    payout: 'sbtc-or-btc',
    calldata: 'max500',
    seed: { staker: account('seed_staker_2').address, amountUstx: SEED_USTX },
  }),
  manager('fast-pool-1', managerContracts.fastPool, {
    source: 'reference',
    standIn: false,
    feeBips: 500,
    payout: 'sbtc-or-btc',
    calldata: 'pox-addr-max-fee',
    seed: { staker: account('seed_staker_1').address, amountUstx: SEED_USTX },
  }),
  manager('xverse', managerContracts.xverse, {
    source: 'reference',
    standIn: false,
    feeBips: 800,
    payout: 'sbtc-or-btc',
    calldata: 'pox-addr-max-fee',
    seed: { staker: account('seed_staker_3').address, amountUstx: SEED_USTX },
  }),
  manager('stacking-dao', managerContracts.nativePoolSignerManager, {
    source: 'native-pool',
    standIn: true,
    feeBips: 0,
    payout: 'sbtc',
    calldata: 'none',
    wrapper: nativePoolWrapper,
    seed: { staker: account('seed_staker_4').address, amountUstx: SEED_USTX },
  }),
  manager('planbetter', managerContracts.planbetter, {
    source: 'planbetter',
    standIn: true,
    feeBips: 500,
    payout: 'btc',
    calldata: 'pox-addr',
    seed: { staker: account('seed_staker_5').address, amountUstx: SEED_USTX },
  }),
  manager('asymmetric-research', managerContracts.asymmetricResearch, {
    source: 'max500',
    standIn: false,
    feeBips: 400,
    payout: 'sbtc-or-btc',
    calldata: 'max500',
    seed: { staker: account('seed_staker_7').address, amountUstx: SEED_USTX },
  }),
  manager('senseinode', managerContracts.senseiNode, {
    source: 'reference',
    standIn: false,
    feeBips: 600,
    payout: 'sbtc-or-btc',
    calldata: 'pox-addr-max-fee',
    seed: { staker: account('seed_staker_8').address, amountUstx: SEED_USTX },
  }),
  manager('below-minimum', managerContracts.belowMinimum, {
    source: 'stand-in',
    standIn: true,
    feeBips: 500,
    payout: 'sbtc-or-btc',
    calldata: 'pox-addr-max-fee',
    seed: { staker: account('seed_staker_6').address, amountUstx: 10_000_000_000n },
  }),
  manager(
    'unregistered',
    managerContracts.unregistered,
    {
      source: 'stand-in',
      standIn: true,
      feeBips: 500,
      payout: 'sbtc-or-btc',
      calldata: 'pox-addr-max-fee',
      seed: null,
    },
    { registered: false },
  ),
];

/**
 * Contracts deployed by the deployer at boot, in deployment order (each token after its trait, the
 * wrapper after its manager).
 */
export const devnetContracts = {
  stxTransferMemo: contract('devnet-stx'),
  sip010Trait: contract('sip-010-trait-ft-standard'),
  token: contract('devnet-token'),
  sip009Trait: contract('sip-009-trait-nft-standard'),
  nft: contract('devnet-nft'),
  ...managerContracts,
  nativePoolV1: nativePoolWrapper,
};

/**
 * NFTs of `devnet-nft` that `owner` claims at boot (ids 1 to `count`), so an account starts with
 * holdings to show and send. Boot calls are not transactions: the holdings endpoint lists them
 * with `BOOT_MINT_TXID`, which no transaction has.
 */
export const SEEDED_NFTS = { owner: account('wallet_1').address, count: 3 };
export const BOOT_MINT_TXID = `0x${'0'.repeat(64)}`;

/**
 * The devnet's stand-in for sBTC's withdrawal contract, deployed at sBTC's own address (simnet
 * deploys the token and the registry but not this one), so managers call mainnet's contract id.
 */
export const sbtcWithdrawal = {
  name: 'sbtc-withdrawal',
  file: 'sbtc-withdrawal.clar',
  id: `${SBTC_DEPLOYER}.sbtc-withdrawal`,
};
