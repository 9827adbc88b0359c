// The devnet chain: a real Clarity VM (@stacks/clarinet-sdk simnet) plus what simnet lacks and a
// Stacks node has — signed-transaction admission (signature, chain id, nonce, fee, funds), a
// mempool, blocks mined on demand within the block's execution budget (block-limits.mjs), fees,
// post-conditions, and the history the API serves.
//
// simnet has no snapshot/rollback, so every change we make to it is kept as an operation in
// `opLog`; to undo the tail of the log we return to the booted state and replay the log. The
// booted state is an image of simnet's memory (simnet-image.mjs) while the chain is the only one
// in its process, else a boot again. A chain created alone in a process where one booted before
// starts from that image too (a test file after another, in one worker).
// - A fee failure never needs it: as a node debits a fee before the payload runs, a
//   block's fees are all judged before the block runs (`#unpayable`). That is exact because only
//   a sender's own transactions move its STX and a block ends before a sender's next transaction
//   once it holds a contract call of that sender (what a call spends is known only after it ran).
// - A post-condition abort still does: the violating call already ran, and simnet cannot forget
//   it. Its cost grows with the history (the booted state, then the whole log replayed);
//   `node devnet/bench.mjs` measures it early and late (README, "Known gaps").
// Admission reads a sender's pending queue and balance from indexes (`pendingBySender`, a
// balance cache cleared on every simnet change), not by scanning the mempool.
// First: sets V8's flags for simnet's WebAssembly before the SDK compiles it, and notes the
// instance it creates (for images of the booted state).
import './wasm-flags.mjs';
import { restoreImage, takeImage } from './simnet-image.mjs';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { getSDK } from '@stacks/clarinet-sdk';
import {
  AddressHashMode,
  AnchorMode,
  AuthType,
  Cl,
  PayloadType,
  addressToString,
  deserializeTransaction,
  serializeCV,
} from '@stacks/transactions';
import { AddressVersion, TransactionVersion } from '@stacks/network';
import { c32address, c32addressDecode } from 'c32check';
import { accounts, deployer, miner } from './accounts.mjs';
import {
  BOOT_ADDRESS,
  BOOT_MINT_TXID,
  devnetContracts,
  POX_5,
  POX_PARAMETERS,
  SBTC_DEPLOYER,
  SEEDED_NFTS,
  sbtcWithdrawal,
} from './contracts.mjs';
import { seedStaking } from './staking-seed.mjs';
import { readVendoredSource } from './vendored-source.mjs';
import { advance } from './burnchain.mjs';
import { CONTRACT_NAME, typeMismatch, uintField } from './clarity.mjs';
import { postConditionViolation } from './postconditions.mjs';
import { TxRecord, entryOf } from './tx-record.mjs';
import {
  ZERO_COST,
  firstOverflow,
  isCostOverflow,
  tooExpensiveReason,
  txCost,
} from './block-limits.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

/** @param {unknown} error */
const errorText = (error) => (error instanceof Error ? error.message : String(error));

/**
 * Transactions a node admits to its mempool but that are invalid in consensus, so no block ever
 * holds them (they stay pending until the mempool drops them). The devnet refuses them at
 * broadcast instead, so a mistake shows at once rather than as a transaction that never confirms
 * — or, worse, as one the devnet mined as a success. stacks-core has no mempool reason for these
 * (its mempool admits them: stacks-network/stacks-core#2896); the reason is the name of the consensus
 * error, `Error::InvalidStacksTransaction`, with the node's message as `reason_data.message`.
 * @param {import('@stacks/transactions').StacksTransactionWire} tx
 * @param {(reason: string, message: string, data?: Record<string, unknown>) => never} reject
 */
function consensusChecks(tx, reject) {
  const invalid = (/** @type {string} */ message) =>
    reject('InvalidStacksTransaction', message, { message });
  // stacks-core `process_transaction_payload` (stackslib/src/chainstate/stacks/db/transactions.rs)
  if (tx.payload.payloadType === PayloadType.TokenTransfer && tx.postConditions.values.length) {
    invalid(
      'Invalid Stacks transaction: TokenTransfer transactions do not support post-conditions',
    );
  }
  // stacks-core `StacksBlock::validate_anchor_mode`: blocks refuse off-chain-only transactions,
  // and since Nakamoto there are no microblocks to carry them.
  if (tx.anchorMode === AnchorMode.OffChainOnly) {
    invalid('Invalid Stacks transaction: off-chain-only (microblock) transactions are never mined');
  }
}

/** How many of simnet's per-call cost reports the devnet lets pile up (`#countCalls`). */
const COST_REPORTS_KEPT = 1_000;

/** Chain id of testnet and devnet (what @stacks/transactions signs with for 'testnet'/'devnet'). */
export const CHAIN_ID = 0x80000000;
/** Minimum relay fee a Stacks node asks: 1 µSTX per byte of the serialized transaction. */
export const MIN_FEE_RATE = 1n;
/** The epoch we run: Epoch 4.0, pox-5 (docs/staking-pox-5.md#epoch-40-and-pox-4). */
const EPOCH = '4.0';
/** Clarity version of our own contracts (Clarity 4: `as-contract?` with asset allowances). */
const DEVNET_CLARITY_VERSION = 4;
/** The 4.0.1 pox-5 source the devnet runs instead of simnet's older built-in one (vendor/README.md). */
const POX_5_SOURCE = join(HERE, 'vendor', 'pox-5.clar');

/** Address versions a testnet/devnet node accepts (`is_valid_address_version` in stacks-core). */
const TESTNET_ADDRESS_VERSIONS = new Set([
  AddressVersion.TestnetSingleSig,
  AddressVersion.TestnetMultiSig,
]);

/** c32 version of a standard or contract principal (`ST….name` → the version of `ST…`). */
const principalVersion = (/** @type {string} */ principal) =>
  c32addressDecode(principal.split('.')[0] ?? '')[0];

/** A transaction refused at admission; the HTTP layer turns it into the node's 400 JSON. */
export class TxRejection extends Error {
  /**
   * @param {string} reason node-style reason ('BadNonce', 'NotEnoughFunds', …)
   * @param {string} message
   * @param {Record<string, unknown>} [reasonData]
   * @param {string} [txid]
   */
  constructor(reason, message, reasonData, txid) {
    super(message);
    this.reason = reason;
    this.reasonData = reasonData;
    this.txid = txid;
  }
}

/**
 * @typedef {import('./tx-record.mjs').TxStatus} TxStatus
 * @typedef {import('./tx-record.mjs').BlockInfo} BlockInfo
 *
 * @typedef {import('@stacks/clarinet-sdk').Simnet} Simnet
 * @typedef {import('@stacks/clarinet-sdk').Tx} Tx
 * @typedef {import('@stacks/clarinet-sdk').ClarityEvent} ClarityEvent
 * @typedef {import('@stacks/clarinet-sdk').ParsedTransactionResult} ParsedTransactionResult
 * @typedef {import('@stacks/transactions').ClarityValue} ClarityValue
 * @typedef {import('@stacks/transactions').StacksTransactionWire} StacksTransactionWire
 * @typedef {{kind: 'block', entries: Tx[]} | {kind: 'mined', txs: TxRecord[], run: boolean[]}
 *   | {kind: 'burn', count: number} | {kind: 'empty'}
 *   | {kind: 'mint', asset: string, recipient: string, amount: bigint}} Operation
 *   a change made to simnet, kept so that it can be replayed; `mined` is a block of accepted
 *   transactions (each one's fee, then, where `run`, the transaction itself), kept as the records
 *   so that the log holds no second copy of their entries
 * @typedef {'abort_by_post_condition'|'abort_by_response'|'dropped_problematic'
 *   |'dropped_too_expensive'} Verdict
 * @typedef {{r: TxRecord, feeIdx: number, runIdx: number}} PlannedTx  a transaction in a block
 *   being mined: the index of its fee transfer and of its own entry (-1: not run, fee only)
 * @typedef {{unlocked: bigint, locked: bigint, unlockHeight: number}} StxAccount
 * @typedef {{sent: bigint, received: bigint, fees: bigint}} StxTotals
 * @typedef {(reason: string, message: string, data?: Record<string, unknown>) => never} Reject
 * @typedef {import('./block-limits.mjs').ExecutionCost} ExecutionCost
 * @typedef {import('@stacks/clarinet-sdk-wasm').IContractInterface} ContractInterface
 * @typedef {ContractInterface['functions'][number]['args'][number]['type']} InterfaceType
 * @typedef {{type: TxRecord['type'], entry: Tx, spend: bigint, contractId: string|null,
 *   recipient?: string, clarityVersion?: number}} PayloadPlan  what admission learns from a payload
 */

/** A transaction's id: SHA-512/256 of its serialization. @param {Uint8Array} serialized */
const txidOf = (serialized) => createHash('sha512-256').update(serialized).digest('hex');

/** @param {...string} parts */
const sha256Hex = (...parts) => createHash('sha256').update(parts.join('|')).digest('hex');

/**
 * Sender address of a spending condition (single-sig ST…, multi-sig SN…).
 * @param {import('@stacks/transactions').SpendingCondition} condition
 */
function spendingConditionAddress(condition) {
  const singleSig =
    condition.hashMode === AddressHashMode.P2PKH || condition.hashMode === AddressHashMode.P2WPKH;
  return c32address(
    singleSig ? AddressVersion.TestnetSingleSig : AddressVersion.TestnetMultiSig,
    condition.signer,
  );
}

/**
 * simnet's entries for a block of accepted transactions: each one's fee (a transfer to the
 * miner), then the transaction where it runs. The same order `#mineSegment` indexes results by.
 * @param {{txs: TxRecord[], run: boolean[]}} block
 * @returns {Tx[]}
 */
function minedEntries({ txs, run }) {
  /** @type {Tx[]} */
  const entries = [];
  txs.forEach((r, i) => {
    entries.push({
      transferSTX: { amount: Number(r.fee), recipient: miner.address, sender: r.sender },
    });
    if (run[i]) entries.push(r.entry);
  });
  return entries;
}

/** Chains created and not closed in this process: they share simnet's WebAssembly instance. */
const liveChains = new Set();

/**
 * simnet as the last chain that booted alone in this process left it: that chain's SDK object
 * (whose session the image holds, so no other SDK object can use it), the image, and what the
 * boot set beside simnet. A chain created while no other lives takes over that SDK object and
 * writes the image back (≈50 ms where a boot takes ≈8 s); a reset or rollback does the same while
 * its chain is alone.
 * @type {{sim: Simnet, image: import('./simnet-image.mjs').SimnetImage, epoch40Height: number,
 *   callsSinceReport: number} | null}
 */
let bootImage = null;

export class Chain {
  /**
   * Create and boot a devnet chain: ≈8 s on a busy 2-core machine (simnet's session ≈5 s, the
   * staking seed ≈3 s), or ≈50 ms from the boot's image when no other chain lives in the process.
   * @param {{verbose?: boolean}} [options] verbose: let simnet print Clarity `print` output
   */
  static async create(options = {}) {
    const reused = liveChains.size === 0 ? bootImage?.sim : undefined;
    // Counted alive from here: another chain's write-back while this one's SDK object is being
    // made would free that object's memory.
    const placeholder = {};
    liveChains.add(placeholder);
    /** @type {Chain | undefined} */
    let chain;
    try {
      const sim =
        reused ??
        // Cost tracking: every call reports its execution cost, which the block limit is counted
        // against (block-limits.mjs). It also makes simnet keep a report per call until read.
        (await getSDK({ trackCosts: true, trackCoverage: false }));
      chain = new Chain(sim, options);
      liveChains.add(chain);
      liveChains.delete(placeholder);
      await chain.#boot();
      chain.#indexSeededNfts();
      return chain;
    } catch (error) {
      // A chain that failed to boot is not alive: later chains may use the image again.
      liveChains.delete(placeholder);
      chain?.close();
      throw error;
    }
  }

  /**
   * Use `Chain.create`: the session is not booted yet.
   * @param {Simnet} sim @param {{verbose?: boolean}} options
   */
  constructor(sim, options) {
    this.sim = sim;
    this.verbose = !!options.verbose;
    this.projectDir = this.#writeProject();
    /** @type {Promise<unknown>} serializes everything that touches simnet (see `exclusive`) */
    this.queue = Promise.resolve();
    /** @type {string[]} last lines simnet printed (Clarity `print`, VM errors), for debugging */
    this.vmOutput = [];
    /** @type {Map<string, ContractInterface>} by contract id; contracts never change once
     * deployed (cleared on boot) */
    this.interfaces = new Map();
    /** @type {Operation[]} applied to simnet since boot, replayed after a re-initialisation */
    this.opLog = [];
    /** @type {Map<string, TxRecord>} every transaction we accepted, by txid */
    this.txs = new Map();
    /** @type {TxRecord[]} pending, in arrival order (per sender that is nonce order) */
    this.mempool = [];
    /** @type {Map<string, TxRecord[]>} the mempool by sender, in nonce order (admission reads
     * a sender's queue on every broadcast: no scan of the whole mempool) */
    this.pendingBySender = new Map();
    /** @type {Map<string, StxAccount>} `stx-account` answers since simnet last changed: every
     * change goes through `#apply` (or a boot), which clears it */
    this.accountCache = new Map();
    /** @type {Map<string, number>} next nonce per sender, from mined transactions */
    this.nonces = new Map();
    /** @type {Map<string, Set<string>>} txids touching each principal, oldest first */
    this.byPrincipal = new Map();
    /** @type {Array<BlockInfo & {txids: string[]}>} blocks that carried transactions */
    this.blocks = [];
    /** @type {Map<string, {owner: string, txid: string, height: number}>} `asset|valueHex` → owner */
    this.nftOwners = new Map();
    /** @type {Map<string, StxTotals>} STX totals per principal */
    this.stxTotals = new Map();
    /** true while booting: boot re-runs on every re-initialisation, so it is not logged */
    this.booting = false;
    /** burn height Epoch 4.0 (and pox-5) began at; set by boot */
    this.epoch40Height = 0;
    /** calls simnet made since its cost reports were last read (`#countCalls`) */
    this.callsSinceReport = 0;
    /** @type {'image' | 'session' | null} how simnet was last booted: the boot's image written
     * back, or a session booted */
    this.lastBoot = null;
  }

  /**
   * With cost tracking on, simnet keeps a report of every call (≈380 bytes) until its
   * `collectReport` reads them, for a test run's cost table (github.com/stx-labs/clarinet, tag
   * v3.21.0, `components/clarinet-sdk-wasm/src/core.rs`, `costs_reports`). The devnet never
   * needs them: read and forget them every `COST_REPORTS_KEPT` calls (≈5 ms), or a devnet that
   * runs for long would grow without end.
   * @param {number} calls
   */
  #countCalls(calls) {
    this.callsSinceReport += calls;
    if (this.callsSinceReport < COST_REPORTS_KEPT) return;
    this.callsSinceReport = 0;
    this.#quiet(() => this.sim.collectReport(false, ''));
  }

  // ---------------------------------------------------------------- boot, reset, replay

  /**
   * A minimal Clarinet project: simnet needs Clarinet.toml and settings/Devnet.toml on disk. The
   * manifest swaps simnet's built-in pox-5 for the vendored 4.0.1 source
   * (docs/staking-pox-5.md#simnet).
   */
  #writeProject() {
    const dir = mkdtempSync(join(tmpdir(), 'satchel-devnet-'));
    mkdirSync(join(dir, 'settings'));
    writeFileSync(
      join(dir, 'Clarinet.toml'),
      '[project]\nname = "satchel-devnet"\nrequirements = []\n\n' +
        `[project.override_boot_contracts_source]\npox-5 = ${JSON.stringify(POX_5_SOURCE)}\n\n` +
        '[contracts]\n',
    );
    const funded = accounts.filter((a) => a.balance > 0n);
    const toml = funded
      .map((a) => `[accounts.${a.name}]\nmnemonic = "${a.mnemonic}"\nbalance = ${a.balance}\n`)
      .join('\n');
    writeFileSync(join(dir, 'settings', 'Devnet.toml'), `[network]\nname = "devnet"\n\n${toml}`);
    return dir;
  }

  /**
   * simnet as booted: the boot's image written back where it may be (this chain alone in the
   * process, holding the SDK object the image was taken with), else a boot, imaged when this
   * chain is alone.
   */
  async #boot() {
    if (bootImage?.sim === this.sim && liveChains.size === 1 && liveChains.has(this)) {
      restoreImage(bootImage.image);
      this.accountCache.clear();
      this.interfaces.clear();
      this.epoch40Height = bootImage.epoch40Height;
      this.callsSinceReport = bootImage.callsSinceReport;
      this.lastBoot = 'image';
      return;
    }
    await this.#bootSession();
    this.lastBoot = 'session';
    const image = liveChains.size === 1 ? takeImage() : null;
    if (image) {
      bootImage = {
        sim: this.sim,
        image,
        epoch40Height: this.epoch40Height,
        callsSinceReport: this.callsSinceReport,
      };
    }
  }

  /**
   * Fresh simnet session at Epoch 4.0: pox-5 configured as a node does at activation, our
   * contracts deployed, the signer-managers registered and staked, and the burn chain moved to
   * the start of the first pox-5 cycle (the keeper running on the way). Deterministic: a
   * rollback boots again and replays the log on top.
   */
  async #bootSession() {
    await this.#quiet(() =>
      this.sim.initSession(this.projectDir, join(this.projectDir, 'Clarinet.toml'), null),
    );
    this.sim.setEpoch(EPOCH);
    this.accountCache.clear();
    /** burn height Epoch 4.0 (and pox-5) began at */
    this.epoch40Height = this.burnHeight;
    this.interfaces.clear();
    this.booting = true;
    try {
      this.#quiet(() => {
        // The node passes the first pox-5 cycle as the cycle holding the activation height + 1.
        const { firstBurnHeight, prepareLength, cycleLength } = POX_PARAMETERS;
        const firstCycle = this.cycleOf(this.burnHeight) + 1;
        const configured = this.systemCall(
          POX_5,
          'set-burnchain-parameters',
          [firstBurnHeight, prepareLength, cycleLength, firstCycle].map((n) => Cl.uint(n)),
          BOOT_ADDRESS,
        );
        if (configured?.type !== 'ok') throw new Error('set-burnchain-parameters failed');
        this.#deploy(sbtcWithdrawal, SBTC_DEPLOYER);
        for (const c of Object.values(devnetContracts)) this.#deploy(c, deployer.address);
        this.#seedNfts();
        seedStaking(this);
        advance(this, { to: 'next-cycle' });
      });
    } finally {
      this.booting = false;
    }
  }

  /**
   * Deploy one of our contracts, or a vendored mainnet source (pox-5's id substituted:
   * vendored-source.mjs), at boot, or fail the boot.
   * @param {{name: string, file: string, vendored?: boolean, clarityVersion?: number}} c
   * @param {string} sender
   */
  #deploy(c, sender) {
    const source = c.vendored
      ? readVendoredSource(c.file)
      : readFileSync(join(HERE, 'contracts', c.file), 'utf8');
    const deployed = this.sim.deployContract(
      c.name,
      source,
      { clarityVersion: c.clarityVersion ?? DEVNET_CLARITY_VERSION },
      sender,
    );
    if (deployed.result.type !== 'true') throw new Error(`deploying ${c.name} failed`);
  }

  /** The boot's NFTs: `SEEDED_NFTS.owner` claims ids 1 … count, in one block. */
  #seedNfts() {
    const { owner, count } = SEEDED_NFTS;
    const claims = Array.from({ length: count }, () => ({
      contract: devnetContracts.nft.id,
      method: 'claim',
      args: [],
      sender: owner,
    }));
    for (const result of this.systemCalls(claims)) {
      if (result?.type !== 'ok') throw new Error('claiming the seeded NFTs failed at boot');
    }
  }

  /**
   * The holdings index learns owners from transactions' events; the boot's claims are not
   * transactions, so they enter it here (after a boot that starts a history, not after a
   * rollback, which keeps the index of the history it replays).
   */
  #indexSeededNfts() {
    const asset = `${devnetContracts.nft.id}::devnet-nft`;
    for (let id = 1; id <= SEEDED_NFTS.count; id++) {
      this.nftOwners.set(`${asset}|${serializeCV(Cl.uint(id))}`, {
        owner: SEEDED_NFTS.owner,
        txid: BOOT_MINT_TXID,
        height: 0,
      });
    }
  }

  /** Forget all history; the chain is as booted. */
  #resetHistory() {
    this.opLog = [];
    this.txs = new Map();
    this.mempool = [];
    this.pendingBySender = new Map();
    this.nonces = new Map();
    this.byPrincipal = new Map();
    this.blocks = [];
    this.nftOwners = new Map();
    this.stxTotals = new Map();
  }

  /** Back to the genesis state (tests). */
  async reset() {
    await this.#boot();
    this.#resetHistory();
    this.#indexSeededNfts();
  }

  /**
   * Undo every operation from `mark` on: re-initialise simnet and replay the log before it.
   * @param {number} mark
   */
  async #rollbackTo(mark) {
    this.opLog.length = mark;
    await this.#boot();
    this.#quiet(() => {
      for (const op of this.opLog) this.#apply(op);
    });
  }

  /**
   * Apply one logged operation to simnet (also used for replay, hence deterministic).
   * @param {Operation} op
   * @returns {ParsedTransactionResult[] | unknown} a block's results, or what a failing block threw
   */
  #apply(op) {
    this.accountCache.clear();
    switch (op.kind) {
      case 'block':
      case 'mined':
        try {
          const entries = op.kind === 'block' ? op.entries : minedEntries(op);
          this.#countCalls(entries.length);
          return this.sim.mineBlock(entries);
        } catch (error) {
          // a failing deploy throws after the entries before it ran (see #mineSegment)
          return error;
        }
      case 'burn':
        return this.sim.mineEmptyBurnBlocks(op.count);
      case 'empty':
        return this.sim.mineEmptyStacksBlock();
      case 'mint':
        return this.sim.mintFT(op.asset, op.recipient, op.amount);
    }
  }

  /**
   * Run an operation and log it, merging consecutive burn-block advances.
   * @param {Operation} op
   */
  #record(op) {
    const last = this.opLog.at(-1);
    if (this.booting) return this.#apply(op);
    if (op.kind === 'burn' && last?.kind === 'burn') last.count += op.count;
    else this.opLog.push(op.kind === 'burn' ? { ...op } : op);
    return this.#apply(op);
  }

  /**
   * simnet prints Clarity `print` output and VM errors with console.log/error; keep them out of
   * the server's output (and tests) unless verbose, but remember the last few for debugging.
   * @template T @param {() => T} fn @returns {T}
   */
  #quiet(fn) {
    if (this.verbose) return fn();
    const { log, error } = console;
    const capture = (/** @type {unknown[]} */ ...args) => {
      this.vmOutput.push(args.map(String).join(' '));
      if (this.vmOutput.length > 50) this.vmOutput.shift();
    };
    console.log = capture;
    console.error = capture;
    let result;
    try {
      result = fn();
    } finally {
      if (!(result instanceof Promise)) Object.assign(console, { log, error });
    }
    if (result instanceof Promise) {
      return /** @type {T} */ (result.finally(() => Object.assign(console, { log, error })));
    }
    return result;
  }

  /**
   * Run `fn` after everything queued before it, so simnet is never seen mid-replay. The server
   * runs each request and each mining tick through this; Chain's own methods do not, so that
   * they compose (call them directly when nothing runs concurrently, as unit tests do).
   * @template T @param {() => T | Promise<T>} fn @returns {Promise<T>}
   */
  exclusive(fn) {
    const run = this.queue.then(fn);
    this.queue = run.catch(() => {});
    return run;
  }

  close() {
    liveChains.delete(this);
    rmSync(this.projectDir, { recursive: true, force: true });
  }

  // ---------------------------------------------------------------- reads

  get tipHeight() {
    return this.sim.stacksBlockHeight;
  }

  get burnHeight() {
    return this.sim.burnBlockHeight;
  }

  /** Block time (unix seconds) simnet gives the current tip. */
  get tipTime() {
    return Number(this.sim.getBlockTime());
  }

  /**
   * STX of a principal in µSTX.
   * @param {string} principal
   * @returns {StxAccount}
   */
  stxAccount(principal) {
    const cached = this.accountCache.get(principal);
    if (cached) return { ...cached };
    const { result } = this.#quiet(() => this.sim.execute(`(stx-account '${principal})`));
    const field = (/** @type {string} */ name) => uintField(result, name);
    const account = {
      unlocked: field('unlocked'),
      locked: field('locked'),
      unlockHeight: Number(field('unlock-height')),
    };
    this.accountCache.set(principal, account);
    return { ...account };
  }

  /** Next nonce a principal's mined transactions imply. @param {string} principal */
  confirmedNonce(principal) {
    return this.nonces.get(principal) ?? 0;
  }

  /** @param {string} principal @returns {TxRecord[]} its pending transactions, in nonce order */
  pendingOf(principal) {
    return (this.pendingBySender.get(principal) ?? []).slice();
  }

  /** Next nonce to use: after the mined ones and the waiting ones. @param {string} principal */
  nextNonce(principal) {
    return this.confirmedNonce(principal) + (this.pendingBySender.get(principal)?.length ?? 0);
  }

  /** @param {string} contractId @returns {string | null} */
  contractSource(contractId) {
    return this.#quiet(() => this.sim.getContractSource(contractId)) ?? null;
  }

  /** Interface of a deployed contract, or null. @param {string} contractId */
  contractInterface(contractId) {
    if (!this.interfaces.has(contractId)) {
      if (this.contractSource(contractId) === null) return null;
      const all = this.#quiet(() => this.sim.getContractsInterfaces());
      for (const [id, iface] of all) this.interfaces.set(id, iface);
    }
    return this.interfaces.get(contractId) ?? null;
  }

  /**
   * Evaluate a read-only function (no block is mined).
   * @param {string} contractId @param {string} functionName @param {ClarityValue[]} args
   * @param {string} sender
   * @returns {{okay: true, result: ClarityValue} | {okay: false, cause: string}}
   */
  callReadOnly(contractId, functionName, args, sender) {
    this.#countCalls(1);
    try {
      const { result } = this.#quiet(() =>
        this.sim.callReadOnlyFn(contractId, functionName, args, sender),
      );
      return { okay: true, result };
    } catch (error) {
      return { okay: false, cause: errorText(error) };
    }
  }

  /**
   * A data variable's value, or null when the contract has none by that name.
   * @param {string} contractId @param {string} name
   * @returns {ClarityValue | null}
   */
  dataVar(contractId, name) {
    try {
      return this.#quiet(() => this.sim.getDataVar(contractId, name));
    } catch {
      return null;
    }
  }

  /**
   * A map's entry, as `map-get?` gives it (`none` when absent), or null when the contract has no
   * such map or the key is not of its type.
   * @param {string} contractId @param {string} name @param {ClarityValue} key
   * @returns {ClarityValue | null}
   */
  mapEntry(contractId, name, key) {
    try {
      return this.#quiet(() => this.sim.getMapEntry(contractId, name, key));
    } catch {
      return null;
    }
  }

  /**
   * Balance of every fungible token a principal holds (NFTs not included): `contract::token` → amount.
   * @param {string} principal
   */
  fungibleBalances(principal) {
    /** @type {Map<string, bigint>} */
    const balances = new Map();
    const assets = this.#quiet(() => this.sim.getAssetsMap());
    for (const [asset, holders] of assets) {
      if (asset === 'STX' || !holders.has(principal)) continue;
      // simnet names assets `.contract.token` or `ST….contract.token`; Hiro uses `ST….contract::token`.
      // The short form covers both the deployer's contracts and sBTC's (`.sbtc-token.sbtc-token`).
      const id = asset.startsWith('.') ? `${this.#issuerOf(asset)}${asset}` : asset;
      const dot = id.lastIndexOf('.');
      const [contractId, token] = [id.slice(0, dot), id.slice(dot + 1)];
      // simnet's map also counts NFTs per holder; only the contract's interface tells them apart.
      const fungible = this.contractInterface(contractId)?.fungible_tokens ?? [];
      if (!fungible.some((t) => t.name === token)) continue;
      balances.set(`${contractId}::${token}`, holders.get(principal) ?? 0n);
    }
    return balances;
  }

  /**
   * Who deployed the contract of a `.contract.token` asset: the deployer, else sBTC's deployer.
   * @param {string} asset
   */
  #issuerOf(asset) {
    const name = asset.split('.')[1] ?? '';
    return this.contractSource(`${deployer.address}.${name}`) === null &&
      this.contractSource(`${SBTC_DEPLOYER}.${name}`) !== null
      ? SBTC_DEPLOYER
      : deployer.address;
  }

  /** @param {string} principal @returns {StxTotals} */
  stxTotalsOf(principal) {
    return this.stxTotals.get(principal) ?? { sent: 0n, received: 0n, fees: 0n };
  }

  /** pox-5 `get-pox-info` as plain numbers/bigints. */
  poxInfo() {
    const info = this.callReadOnly(POX_5, 'get-pox-info', [], deployer.address);
    if (!info.okay) throw new Error(info.cause);
    const n = (/** @type {string} */ key) => uintField(info.result, key);
    return {
      firstBurnHeight: Number(n('first-burnchain-block-height')),
      minAmountUstx: n('min-amount-ustx'),
      prepareLength: Number(n('prepare-cycle-length')),
      cycleId: Number(n('reward-cycle-id')),
      cycleLength: Number(n('reward-cycle-length')),
      totalLiquidUstx: n('total-liquid-supply-ustx'),
    };
  }

  /**
   * Reward cycle of a burn height (pox-5 `burn-height-to-reward-cycle`; its parameters are set
   * once, at boot, from POX_PARAMETERS).
   * @param {number} burnHeight
   */
  cycleOf(burnHeight) {
    const { firstBurnHeight, cycleLength } = POX_PARAMETERS;
    return Math.floor((burnHeight - firstBurnHeight) / cycleLength);
  }

  // ---------------------------------------------------------------- admission

  /**
   * Admit a signed transaction into the mempool, checking what a Stacks node checks.
   * @param {Uint8Array} bytes
   * @param {{txid: string, error: string | null}} [origin] the origin signature's verdict when
   *   already known (origin-check.mjs; applied only to the transaction of that txid)
   * @returns {string} txid (0x-less, as the node answers)
   * @throws {TxRejection}
   */
  submit(bytes, origin) {
    const { tx, txid } = this.#decode(bytes);
    const known = this.txs.get(`0x${txid}`);
    if (known?.status === 'pending') return txid; // the same bytes again: already queued
    /** @type {(reason: string, message: string, data?: Record<string, unknown>) => never} */
    const reject = (reason, message, data) => {
      throw new TxRejection(reason, message, data, txid);
    };

    // The reasons below are the wire strings of stacks-core's `MemPoolRejection::into_json`
    // (stackslib/src/chainstate/stacks/db/blocks.rs), checked in the order of its
    // `will_admit_mempool_tx`: semantic checks first, then signature and chain id.
    if (tx.transactionVersion !== TransactionVersion.Testnet) {
      reject('BadTransactionVersion', 'transaction is not for testnet/devnet (version byte)');
    }
    if (tx.auth.authType !== AuthType.Standard) {
      reject('NotSupported', 'sponsored transactions are not supported by the devnet');
    }
    if (origin?.txid === txid) {
      if (origin.error !== null)
        reject('SignatureValidation', `signature does not verify: ${origin.error}`);
    } else {
      try {
        tx.verifyOrigin();
      } catch (error) {
        reject('SignatureValidation', `signature does not verify: ${errorText(error)}`);
      }
    }
    if (tx.chainId !== CHAIN_ID) {
      // A node reports a wrong chain id through its precheck error, as a validation failure.
      const message = `Invalid tx ${txid}: invalid chain ID ${tx.chainId} (expected ${CHAIN_ID})`;
      reject('SignatureValidation', message, { message });
    }
    consensusChecks(tx, reject);

    const condition = tx.auth.spendingCondition;
    const sender = spendingConditionAddress(condition);
    if (sender === miner.address) {
      // Every fee is paid to this account (`minedEntries`), and an STX transfer to oneself fails:
      // its own transactions could never be mined. Refused here rather than dropped later.
      const message =
        'the devnet miner account only receives fees: a transaction it sends cannot pay its fee, so it is never mined';
      reject('ServerFailureOther', message, { message });
    }
    const nonce = Number(condition.nonce);
    const fee = BigInt(condition.fee);
    const payload = this.#payloadChecks(tx, sender, bytes, reject);

    const minFee = BigInt(bytes.length) * MIN_FEE_RATE;
    if (fee < minFee) {
      reject('FeeTooLow', `fee ${fee} µSTX is below the minimum ${minFee} (1 µSTX/byte)`, {
        expected: Number(minFee),
        actual: Number(fee),
      });
    }
    const expected = this.nextNonce(sender);
    if (nonce >= this.confirmedNonce(sender) && nonce < expected) {
      // a node would replace it when the new fee is higher (replace-by-fee); the devnet does not
      reject('ConflictingNonceInMempool', `nonce ${nonce} is already waiting in the mempool`);
    }
    if (nonce !== expected) {
      reject(
        'BadNonce',
        nonce < expected ? 'nonce already used' : 'nonce too high: a nonce is missing before it',
        {
          expected,
          actual: nonce,
          is_origin: true,
          principal: sender,
        },
      );
    }
    const queued = this.pendingBySender.get(sender) ?? [];
    const pendingSpend = queued.reduce((sum, r) => sum + r.fee + r.spend, 0n);
    const available = this.stxAccount(sender).unlocked - pendingSpend;
    const needed = fee + payload.spend;
    if (available < needed) {
      reject('NotEnoughFunds', `balance ${available} µSTX does not cover ${needed} µSTX`, {
        expected: `0x${needed.toString(16)}`,
        actual: `0x${(available < 0n ? 0n : available).toString(16)}`,
      });
    }

    const record = new TxRecord({ txid: `0x${txid}`, bytes, tx, ...payload, sender, nonce, fee });
    this.txs.set(record.txid, record);
    this.mempool.push(record);
    queued.push(record);
    this.pendingBySender.set(sender, queued);
    this.#index(record, [sender, record.contractId, record.recipient]);
    return txid;
  }

  /**
   * Deserialize exactly `bytes` into a transaction and its txid, or reject.
   * @param {Uint8Array} bytes
   * @returns {{tx: StacksTransactionWire, txid: string}}
   */
  #decode(bytes) {
    let tx;
    try {
      tx = deserializeTransaction(bytes);
    } catch (error) {
      throw new TxRejection(
        'Deserialization',
        `not a valid Stacks transaction: ${errorText(error)}`,
      );
    }
    const serialized = tx.serializeBytes();
    if (serialized.length !== bytes.length) {
      throw new TxRejection('Deserialization', 'trailing bytes after the transaction');
    }
    const payload = tx.payload;
    if ('contractName' in payload && !CONTRACT_NAME.test(payload.contractName.content)) {
      // @stacks/transactions reads up to 128 characters; a node's ContractName refuses them
      throw new TxRejection(
        'Deserialization',
        `contract name "${payload.contractName.content}" is not 1 to 40 letters, digits, - or _ starting with a letter`,
      );
    }
    // `tx.txid()` is this hash of the same serialization: computed natively, and without
    // serializing the transaction a second time (a broadcast's CPU).
    return { tx, txid: txidOf(serialized) };
  }

  /**
   * Check the payload against the chain and build what executes it.
   * @param {StacksTransactionWire} tx @param {string} sender @param {Uint8Array} bytes
   * @param {Reject} reject
   * @returns {PayloadPlan}
   */
  #payloadChecks(tx, sender, bytes, reject) {
    const p = tx.payload;
    switch (p.payloadType) {
      case PayloadType.TokenTransfer: {
        const recipient = p.recipient.value;
        const amount = BigInt(p.amount);
        if (recipient === sender)
          reject('TransferRecipientCannotEqualSender', 'recipient is the sender', { recipient });
        if (amount <= 0n) reject('TransferAmountMustBePositive', 'amount must be positive');
        if (!TESTNET_ADDRESS_VERSIONS.has(principalVersion(recipient)))
          reject('BadAddressVersionByte', `recipient ${recipient} is not a testnet address`);
        const entry = entryOf(tx, sender, bytes, null);
        return { type: 'token_transfer', entry, spend: amount, contractId: null, recipient };
      }
      case PayloadType.ContractCall: {
        // sBTC's contracts are the one exception: simnet deploys them at their mainnet address
        // (SBTC_DEPLOYER), where a testnet node has them at a testnet deployer, so a person's
        // call to the token or the withdrawal contract must pass (README, "Where the devnet
        // differs from a node").
        if (
          !TESTNET_ADDRESS_VERSIONS.has(p.contractAddress.version) &&
          addressToString(p.contractAddress) !== SBTC_DEPLOYER
        )
          reject('BadAddressVersionByte', 'the called contract is not at a testnet address');
        const contractId = `${addressToString(p.contractAddress)}.${p.contractName.content}`;
        const fn = p.functionName.content;
        const iface = this.contractInterface(contractId);
        if (!iface) reject('NoSuchContract', `no contract ${contractId}`);
        const def = iface.functions.find((f) => f.name === fn);
        if (!def || def.access !== 'public')
          reject('NoSuchPublicFunction', `no public function ${fn} in ${contractId}`);
        const args = p.functionArgs;
        if (args.length !== def.args.length) {
          reject(
            'BadFunctionArgument',
            `${fn} takes ${def.args.length} arguments, got ${args.length}`,
          );
        }
        def.args.forEach((arg, i) => {
          const why = typeMismatch(args[i], arg.type);
          if (why) reject('BadFunctionArgument', `argument ${arg.name}: ${why}`);
        });
        const entry = { callPublicFn: { contract: contractId, method: fn, args, sender } };
        return { type: 'contract_call', entry, spend: 0n, contractId };
      }
      case PayloadType.SmartContract:
      case PayloadType.VersionedSmartContract: {
        const name = p.contractName.content;
        const contractId = `${sender}.${name}`;
        const pendingDeploy = this.mempool.some(
          (r) => r.type === 'smart_contract' && r.contractId === contractId,
        );
        // Deploying over an existing contract panics simnet's VM for good: refuse it here.
        if (pendingDeploy || this.contractSource(contractId) !== null) {
          reject('ContractAlreadyExists', `contract ${contractId} already exists`);
        }
        const clarityVersion =
          p.payloadType === PayloadType.VersionedSmartContract
            ? p.clarityVersion
            : this.#defaultClarityVersion();
        const entry = entryOf(tx, sender, bytes, clarityVersion);
        return { type: 'smart_contract', entry, spend: 0n, contractId, clarityVersion };
      }
      case PayloadType.Coinbase:
      case PayloadType.CoinbaseToAltRecipient:
      case PayloadType.NakamotoCoinbase:
        return reject('NoCoinbaseViaMempool', 'coinbase transactions come from miners only');
      case PayloadType.TenureChange:
        return reject('NoTenureChangeViaMempool', 'tenure changes come from miners only');
      default: {
        // PoisonMicroblock, and anything newer: what a node answers a poison microblock with
        const message = 'PoisonMicroblock transactions not accepted via mempool';
        return reject('ServerFailureOther', message, { message });
      }
    }
  }

  /** Replace the mempool and its index by sender. @param {TxRecord[]} records */
  #setMempool(records) {
    this.mempool = records;
    this.pendingBySender = new Map();
    for (const r of records) {
      const queue = this.pendingBySender.get(r.sender);
      if (queue) queue.push(r);
      else this.pendingBySender.set(r.sender, [r]);
    }
  }

  #defaultClarityVersion() {
    return Number(
      String(this.sim.getDefaultClarityVersionForCurrentEpoch()).replace('Clarity', ''),
    );
  }

  /**
   * Remember that a transaction concerns these principals (address history).
   * @param {TxRecord} record @param {Array<string | null | undefined>} principals
   */
  #index(record, principals) {
    for (const p of principals) {
      if (!p) continue;
      if (!this.byPrincipal.has(p)) this.byPrincipal.set(p, new Set());
      this.byPrincipal.get(p)?.add(record.txid);
    }
  }

  // ---------------------------------------------------------------- mining

  /**
   * Mine the mempool: every pending transaction, in arrival order, into as few blocks as simnet
   * and the block limit allow (a deploy gets a block of its own; a block whose execution budget
   * is spent leaves the rest for the next one). With an empty mempool, mines an empty block.
   * @returns {Promise<{height: number, txids: string[],
   *   dropped: Array<{tx_id: string, tx_status: TxStatus, reason: string}>}>} `dropped`: the
   *   transactions no block will hold, and why
   */
  async mine() {
    const pending = this.mempool.slice();
    if (!pending.length) {
      this.#quiet(() => this.#record({ kind: 'empty' }));
      return { height: this.tipHeight, txids: [], dropped: [] };
    }
    // Split into runs of calls/transfers, each deploy alone (a failing deploy aborts its block).
    // A block also ends before a sender's next transaction once it holds a contract call of that
    // sender: what a call spends is known only once it ran, and with it out of the block every
    // fee in the block is known to be payable before the block runs (`#unpayable`), so a fee
    // never fails inside a block and never costs a rollback.
    /** @type {TxRecord[][]} */
    const segments = [];
    /** @type {Set<string>} senders with a contract call in the last segment */
    let callers = new Set();
    for (const r of pending) {
      const last = segments.at(-1);
      const joins =
        r.type !== 'smart_contract' &&
        last &&
        last[0]?.type !== 'smart_contract' &&
        !callers.has(r.sender);
      if (joins) last.push(r);
      else {
        segments.push([r]);
        callers = new Set();
      }
      if (r.type !== 'token_transfer') callers.add(r.sender);
    }
    const txids = [];
    for (const segment of segments) {
      let live = segment.filter((r) => r.status === 'pending');
      while (live.length) {
        const block = await this.#mineSegment(live);
        txids.push(...block.txids);
        live = block.deferred.filter((r) => r.status === 'pending');
      }
    }
    const dropped = pending
      .filter((r) => r.status.startsWith('dropped'))
      .map((r) => ({ tx_id: r.txid, tx_status: r.status, reason: r.vmError ?? '' }));
    for (const r of this.mempool) if (r.status !== 'pending') r.compact();
    this.#setMempool(this.mempool.filter((r) => r.status === 'pending'));
    return { height: this.tipHeight, txids, dropped };
  }

  /**
   * Mine one block of transactions; if any cannot pay its fee, breaks its post-conditions or
   * overflows the block's execution budget (block-limits.mjs), undo the block, drop, neutralise
   * or defer those transactions, and mine it again.
   * @param {TxRecord[]} segment
   * @returns {Promise<{txids: string[], deferred: TxRecord[]}>} the txids mined, and the
   *   transactions left for the next block because this one's budget was spent
   */
  async #mineSegment(segment) {
    /** @type {Map<string, Verdict>} */
    const verdicts = new Map();
    /** @type {Map<string, string>} */
    const reasons = new Map();
    /** @type {Map<string, ExecutionCost>} each transaction's cost when it last ran: one
     * neutralised by its post-conditions keeps what it spent running (a node counts it) */
    const costs = new Map();
    /** @type {TxRecord[]} */
    let deferred = [];
    let block = segment;
    for (;;) {
      const mark = this.opLog.length;
      /** @type {PlannedTx[]} */
      const plan = [];
      let next = 0;
      for (const r of block) {
        if (verdicts.get(r.txid)?.startsWith('dropped')) continue;
        const feeIdx = next++;
        const runIdx = verdicts.has(r.txid) ? -1 : next++;
        plan.push({ r, feeIdx, runIdx });
      }
      if (!plan.length) return { txids: [], deferred };

      const first = plan[0]?.r;
      const isDeploy = first?.type === 'smart_contract';
      const unpayable = this.#unpayable(plan);
      if (unpayable) {
        // a node never mines a transaction whose fee its sender cannot pay: nothing ran yet
        this.#drop(unpayable, verdicts);
        continue;
      }
      const mined = { txs: plan.map((p) => p.r), run: plan.map((p) => p.runIdx >= 0) };
      const outcome = this.#quiet(() => this.#record({ kind: 'mined', ...mined }));
      /** @type {ParsedTransactionResult[] | null} what each entry did, or null: the block threw */
      const results = Array.isArray(outcome) ? outcome : null;
      if (!results) {
        const culprit = block.length === 1 ? first : null;
        if (culprit && isCostOverflow(outcome)) {
          // past what simnet lets one transaction spend: no block holds it, and it pays nothing
          await this.#rollbackTo(mark);
          this.#drop(culprit, verdicts, 'dropped_too_expensive', tooExpensiveReason(null, null));
          continue;
        }
        if (!isDeploy) {
          // Should not happen (arguments are type-checked at admission); isolate the culprit.
          await this.#rollbackTo(mark);
          if (block.length > 1) {
            const txids = [];
            for (const r of block) {
              if (r.status === 'pending') txids.push(...(await this.#mineSegment([r])).txids);
            }
            return { txids, deferred };
          }
          const only = block[0]?.txid ?? '';
          verdicts.set(only, 'abort_by_response');
          reasons.set(only, errorText(outcome));
          continue;
        }
        // the deploy failed analysis or at run time: its fee stays paid, nothing else happened
        if (first && !verdicts.has(first.txid)) {
          verdicts.set(first.txid, 'abort_by_response');
          reasons.set(first.txid, errorText(outcome));
        }
      }

      let redo = false;
      if (results) {
        for (const { r, runIdx } of plan) {
          if (runIdx >= 0) costs.set(r.txid, txCost(r.type, results[runIdx]));
        }
        const overflow = firstOverflow(plan.map(({ r }) => costs.get(r.txid) ?? ZERO_COST));
        // Only the first problem is judged per pass: the transactions after it ran on a state that
        // still holds its effects, which a node would have undone before running them (a stake
        // aborted by its post-conditions must not make the next stake fail with u19).
        for (const [i, { r, feeIdx, runIdx }] of plan.entries()) {
          if (results[feeIdx]?.result.type !== 'ok') {
            // could not pay the fee when its turn came: a node would not mine it
            this.#drop(r, verdicts);
            redo = true;
            break;
          }
          if (overflow?.index === i) {
            if (overflow.verdict === 'too_expensive') {
              const cost = costs.get(r.txid) ?? ZERO_COST;
              const why = tooExpensiveReason(cost, overflow.dimension);
              this.#drop(r, verdicts, 'dropped_too_expensive', why);
            } else {
              // the block's budget is spent: this one and every later one wait for the next block
              const at = block.indexOf(r);
              deferred = [...block.slice(at), ...deferred];
              block = block.slice(0, at);
            }
            redo = true;
            break;
          }
          // A node checks post-conditions of contract calls and deploys, not of STX transfers.
          if (runIdx < 0 || r.type === 'token_transfer') continue;
          const violation = postConditionViolation(r.tx, r.sender, results[runIdx]?.events ?? []);
          if (violation) {
            verdicts.set(r.txid, 'abort_by_post_condition');
            reasons.set(r.txid, violation);
            redo = true;
            break;
          }
        }
      }
      if (redo) {
        await this.#rollbackTo(mark);
        continue;
      }
      return { txids: this.#commitBlock(plan, results, verdicts, reasons, costs), deferred };
    }
  }

  /**
   * The first transaction of a block whose fee its sender will not have when its turn comes, or
   * null. Exact because only a sender's own transactions take its STX, a block holds at most one
   * contract call per sender and as that sender's last (see `mine`), and what a transfer spends
   * is known: it moves its amount when the balance after its fee covers it, else it aborts
   * (`abort_by_response`, fee paid). Run before the block, so a fee failure costs no rollback.
   * One thing it cannot know is STX an earlier contract call in the block pays someone: a sender
   * short of its fee after such a call is left to the block itself (checked after it ran, with
   * a rollback), never dropped on a guess a node would not make.
   * @param {PlannedTx[]} plan
   * @returns {TxRecord | null}
   */
  #unpayable(plan) {
    /** @type {Map<string, bigint>} what each sender has left at that point of the block */
    const left = new Map();
    /** a contract call ran earlier in the block: it may have paid anyone */
    let callRan = false;
    for (const { r, runIdx } of plan) {
      const balance = left.get(r.sender) ?? this.stxAccount(r.sender).unlocked;
      if (balance < r.fee) return callRan ? null : r;
      if (runIdx >= 0 && r.type !== 'token_transfer') callRan = true;
      let after = balance - r.fee;
      const moves = runIdx >= 0 && r.type === 'token_transfer' && after >= r.spend;
      if (moves) after -= r.spend;
      left.set(r.sender, after);
      if (moves && r.recipient) {
        const to = r.recipient;
        left.set(to, (left.get(to) ?? this.stxAccount(to).unlocked) + r.spend);
      }
    }
    return null;
  }

  /**
   * Drop a transaction that cannot be mined, and its sender's later ones (their nonce is gone).
   * @param {TxRecord} record @param {Map<string, Verdict>} verdicts
   * @param {'dropped_problematic' | 'dropped_too_expensive'} [status] the transaction's own
   * @param {string} [reason]
   */
  #drop(
    record,
    verdicts,
    status = 'dropped_problematic',
    reason = 'its sender cannot pay its fee',
  ) {
    for (const r of this.mempool) {
      if (r.sender === record.sender && r.nonce >= record.nonce && r.status === 'pending') {
        const own = r === record;
        r.status = own ? status : 'dropped_problematic';
        r.vmError = own ? reason : `an earlier nonce of its sender (${record.nonce}) was dropped`;
        verdicts.set(r.txid, r.status);
      }
    }
  }

  /**
   * Record the results of a block that stays: statuses, events, nonces, indexes.
   * @param {PlannedTx[]} plan @param {ParsedTransactionResult[] | null} results
   * @param {Map<string, Verdict>} verdicts @param {Map<string, string>} reasons
   * @param {Map<string, ExecutionCost>} costs what each transaction spent running
   * @returns {string[]} the txids in the block
   */
  #commitBlock(plan, results, verdicts, reasons, costs) {
    const height = this.tipHeight;
    const time = this.tipTime;
    const txids = plan
      .filter((p) => !verdicts.get(p.r.txid)?.startsWith('dropped'))
      .map((p) => p.r.txid);
    /** @type {BlockInfo} */
    const block = {
      height,
      hash: `0x${sha256Hex('block', String(height), ...txids)}`,
      time,
      burnHeight: this.burnHeight,
      burnTime: time,
    };
    this.blocks.push({ ...block, txids });
    plan.forEach(({ r, runIdx }, txIndex) => {
      /** @type {ClarityEvent[]} */
      let events = [];
      const verdict = verdicts.get(r.txid);
      const executed = runIdx >= 0 && results ? results[runIdx] : null;
      r.block = block;
      r.txIndex = txIndex;
      r.vmError = reasons.get(r.txid) ?? null;
      r.cost = costs.get(r.txid) ?? ZERO_COST;
      if (executed) {
        r.result = executed.result;
        r.events = executed.events;
        events = executed.events;
        // A deploy that ran is a success whatever its last expression gives (a node judges the
        // contract, not the value of its last top-level form: `define-data-var` gives none).
        r.status =
          r.type === 'smart_contract' || ['ok', 'true'].includes(executed.result.type)
            ? 'success'
            : 'abort_by_response';
      } else {
        r.result = Cl.error(Cl.none());
        r.events = [];
        r.status =
          verdict === 'abort_by_post_condition' ? 'abort_by_post_condition' : 'abort_by_response';
      }
      if (r.type === 'smart_contract' && r.status === 'success') r.result = Cl.ok(Cl.bool(true));
      this.nonces.set(r.sender, r.nonce + 1);
      this.#account(r, events);
    });
    return txids;
  }

  /**
   * Update indexes from a mined transaction's events (as simnet gave them, not decoded again).
   * @param {TxRecord} r @param {ClarityEvent[]} events
   */
  #account(r, events) {
    const totals = (/** @type {string} */ p) => {
      if (!this.stxTotals.has(p)) this.stxTotals.set(p, { sent: 0n, received: 0n, fees: 0n });
      return /** @type {{sent: bigint, received: bigint, fees: bigint}} */ (this.stxTotals.get(p));
    };
    totals(r.sender).fees += r.fee;
    totals(miner.address).received += r.fee;
    const involved = [];
    for (const { event, data } of events) {
      if (data.sender) involved.push(data.sender);
      if (data.recipient) involved.push(data.recipient);
      if (event === 'stx_transfer_event') {
        totals(data.sender).sent += BigInt(data.amount);
        totals(data.recipient).received += BigInt(data.amount);
      } else if (event === 'stx_burn_event') {
        totals(data.sender).sent += BigInt(data.amount);
      } else if (event.startsWith('nft_')) {
        const key = `${data.asset_identifier}|${String(data.raw_value).replace(/^0x/, '')}`;
        if (event === 'nft_burn_event') this.nftOwners.delete(key);
        else
          this.nftOwners.set(key, {
            owner: data.recipient,
            txid: r.txid,
            height: r.block?.height ?? 0,
          });
      }
    }
    this.#index(r, involved);
  }

  /**
   * Advance the burn chain (and with it PoX cycles); each burn block also mines a Stacks block.
   * Use burnchain.mjs `advance`, which runs the reward keeper on the way.
   * @param {number} count
   */
  advanceBurnBlocks(count) {
    if (count > 0) this.#quiet(() => this.#record({ kind: 'burn', count }));
    return this.burnHeight;
  }

  /**
   * Credit a fungible token to a principal, as the protocol does (the keeper's sBTC; no
   * transaction carries it).
   * @param {string} asset `contract.token` @param {string} recipient @param {bigint} amount
   */
  mintFungible(asset, recipient, amount) {
    this.#quiet(() => this.#record({ kind: 'mint', asset, recipient, amount }));
  }

  /**
   * Run a contract call the devnet itself makes (boot set-up, the keeper), in a block of its own,
   * outside the API's history and nonces. Returns its result, or null when the VM threw.
   * @param {string} contract @param {string} method @param {ClarityValue[]} args @param {string} sender
   * @returns {ClarityValue | null}
   */
  systemCall(contract, method, args, sender) {
    return this.systemCalls([{ contract, method, args, sender }])[0] ?? null;
  }

  /**
   * Several system calls in one block (one VM round trip: the boot's seeding uses it).
   * @param {Array<{contract: string, method: string, args: ClarityValue[], sender: string}>} calls
   * @returns {Array<ClarityValue | null>} each call's result; all null when the VM threw
   */
  systemCalls(calls) {
    const entries = calls.map((callPublicFn) => ({ callPublicFn }));
    const outcome = this.#quiet(() => this.#record({ kind: 'block', entries }));
    return calls.map((_, i) => (Array.isArray(outcome) ? (outcome[i]?.result ?? null) : null));
  }

  /** Bytes → hex without prefix (helpers for routes). @param {Uint8Array} bytes */
  static hex(bytes) {
    return Buffer.from(bytes).toString('hex');
  }

  /** Serialize a Clarity value to 0x-hex. @param {ClarityValue} cv */
  static cvHex(cv) {
    return `0x${serializeCV(cv)}`;
  }
}
