// Contracts the devnet deploys at boot, its signer-managers (one per pool slug of product.md, plus
// two that show the states a manager can be in) and the staking it seeds. One place for the chain,
// the routes, the tests and the README.
import { createHash } from 'node:crypto';
import { account, deployer } from './accounts.mjs';

/** pox-5, the boot contract of Epoch 4.0 on testnet-flavoured chains (pox-5.md §1). */
export const POX_5 = 'ST000000000000000000002AMW42H.pox-5';
/** The boot address pox-5 lives at (the node's own transactions come from it). */
export const BOOT_ADDRESS = 'ST000000000000000000002AMW42H';
/** sBTC's deployer: simnet deploys sbtc-token and sbtc-registry here, as on mainnet (pox-5.md §4). */
export const SBTC_DEPLOYER = 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4';
export const SBTC_TOKEN = `${SBTC_DEPLOYER}.sbtc-token`;
export const SBTC_REGISTRY = `${SBTC_DEPLOYER}.sbtc-registry`;

/**
 * PoX parameters the devnet passes to pox-5's `set-burnchain-parameters`, as a node does at
 * Epoch 4.0 (pox-5.md §1): the testnet lengths. A burn block costs simnet ≈5 µs (measured:
 * 5,000 in 25 ms), so the long cycle costs nothing in tests; `/_devnet/advance` jumps to named
 * points rather than counting blocks.
 */
export const POX_PARAMETERS = {
  firstBurnHeight: 0,
  prepareLength: 50,
  cycleLength: 1050,
};

/**
 * sBTC the reward keeper credits to pox-5 per burn block, in sats, standing in for the sBTC output
 * of miners' block-commits (pox-5.md §4). 10,000 sats a block is 5,250,000 sats per distribution
 * (half a cycle), so even a small stake earns more than sBTC's 546-sat withdrawal dust limit.
 */
export const REWARD_SATS_PER_BURN_BLOCK = 10_000n;

/**
 * @typedef {object} DevnetContract
 * @property {string} name  Contract name.
 * @property {string} file  File under devnet/contracts/.
 * @property {string} id    Full contract id `deployer.name`.
 */

/** @param {string} name @param {string} [file] @returns {DevnetContract} */
const contract = (name, file = name) => ({
  name,
  file: `${file}.clar`,
  id: `${deployer.address}.${name}`,
});

/**
 * A signer-manager of the devnet.
 * @typedef {object} SignerManager
 * @property {string} slug  pool slug of product.md, or `below-minimum` / `unregistered`
 * @property {DevnetContract} contract
 * @property {number} feeBips  fee, in basis points of each staker's gross reward
 * @property {'sbtc' | 'sbtc-or-btc' | 'btc'} payout  how stakers may be paid
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

/** Above the 50,000 STX a signer needs to enter the signer set (pox-5.md §2). */
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

/** The managers' contracts; the reference-like ones are one source, `signer-manager.clar`. */
const managerContracts = {
  fastPool: contract('fastpool-1-signer-manager', 'signer-manager'),
  fastPoolMax500: contract('fastpool-max500-signer-manager', 'signer-manager'),
  xverse: contract('xverse-signer-manager-1', 'signer-manager'),
  nativePoolSignerManager: contract('native-pool-signer-manager'),
  planbetter: contract('planbetter-signer-manager', 'signer-manager'),
  belowMinimum: contract('signer-manager-below-minimum', 'signer-manager'),
  unregistered: contract('signer-manager-unregistered', 'signer-manager'),
};
const nativePoolWrapper = contract('native-pool-v1');

/** In the order the devnet seeds them. */
export const signerManagers = [
  manager('fast-pool', managerContracts.fastPool, {
    feeBips: 500,
    payout: 'sbtc-or-btc',
    seed: { staker: account('seed_staker_1').address, amountUstx: SEED_USTX },
  }),
  manager('fast-pool-max500', managerContracts.fastPoolMax500, {
    feeBips: 300,
    payout: 'sbtc-or-btc',
    seed: { staker: account('seed_staker_2').address, amountUstx: SEED_USTX },
  }),
  manager('xverse', managerContracts.xverse, {
    feeBips: 800,
    payout: 'sbtc',
    seed: { staker: account('seed_staker_3').address, amountUstx: SEED_USTX },
  }),
  manager('stacking-dao', managerContracts.nativePoolSignerManager, {
    feeBips: 0,
    payout: 'sbtc',
    wrapper: nativePoolWrapper,
    seed: { staker: account('seed_staker_4').address, amountUstx: SEED_USTX },
  }),
  manager('planbetter', managerContracts.planbetter, {
    feeBips: 500,
    payout: 'btc',
    seed: { staker: account('seed_staker_5').address, amountUstx: SEED_USTX },
  }),
  manager('below-minimum', managerContracts.belowMinimum, {
    feeBips: 500,
    payout: 'sbtc-or-btc',
    seed: { staker: account('seed_staker_6').address, amountUstx: 10_000_000_000n },
  }),
  manager(
    'unregistered',
    managerContracts.unregistered,
    {
      feeBips: 500,
      payout: 'sbtc-or-btc',
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
