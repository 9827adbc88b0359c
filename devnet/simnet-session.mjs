// One simnet session (@stacks/clarinet-sdk's Clarity VM) and every change made to it, kept so that
// it can be undone.
//
// simnet has no snapshot/rollback, so every change goes through `record`, which keeps it in
// `opLog`; to undo the tail of the log the session returns to the booted state and replays the
// log. The booted state is an image of simnet's memory (simnet-image.mjs) while the session is the
// only one in its process, else a boot again. A session opened alone in a process where one booted
// before starts from that image too (a test file after another, in one worker).
// First: sets V8's flags for simnet's WebAssembly before the SDK compiles it, and notes the
// instance it creates (for images of the booted state).
import './wasm-flags.mjs';
import { restoreImage, takeImage } from './simnet-image.mjs';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { getSDK } from '@stacks/clarinet-sdk';
import { writeClarinetProject } from './clarinet-project.mjs';
import { minedEntries } from './tx-record.mjs';

/**
 * @typedef {import('@stacks/clarinet-sdk').Simnet} Simnet
 * @typedef {import('@stacks/clarinet-sdk').Tx} Tx
 * @typedef {import('@stacks/clarinet-sdk').ParsedTransactionResult} ParsedTransactionResult
 * @typedef {import('./tx-record.mjs').TxRecord} TxRecord
 * @typedef {{kind: 'block', entries: Tx[]} | {kind: 'mined', txs: TxRecord[], run: boolean[]}
 *   | {kind: 'burn', count: number} | {kind: 'empty'}
 *   | {kind: 'mint', asset: string, recipient: string, amount: bigint}} Operation
 *   a change made to simnet, kept so that it can be replayed; `mined` is a block of accepted
 *   transactions (each one's fee, then, where `run`, the transaction itself), kept as the records
 *   so that the log holds no second copy of their entries
 */

/** The epoch the devnet runs: Epoch 4.0, the first whose PoX contract is pox-5. */
const EPOCH = '4.0';

/** How many of simnet's per-call cost reports the session lets pile up (`countCalls`). */
const COST_REPORTS_KEPT = 1_000;

/** Sessions opened and not closed in this process: they share simnet's WebAssembly instance. */
const liveSessions = new Set();

/**
 * simnet as the last session that booted alone in this process left it: that session's SDK
 * object (whose session the image holds, so no other SDK object can use it), the image, and what
 * the boot set beside simnet. A session opened while no other lives takes over that SDK object
 * and writes the image back (≈50 ms where a boot takes ≈8 s); a reset or rollback does the same
 * while its session is alone.
 * @type {{sim: Simnet, image: import('./simnet-image.mjs').SimnetImage, epoch40Height: number,
 *   callsSinceReport: number} | null}
 */
let bootImage = null;

export class SimnetSession {
  /**
   * A session on the boot image's SDK object when no other session lives, else on a new one
   * (loading the VM). Not booted yet: call `boot`.
   * @param {{verbose?: boolean, setUp: () => void}} options verbose: let simnet print Clarity
   *   `print` output; setUp: what a boot does after simnet's session starts (genesis.mjs)
   */
  static async open(options) {
    const reused = liveSessions.size === 0 ? bootImage?.sim : undefined;
    // Counted alive from here: another session's write-back while this one's SDK object is being
    // made would free that object's memory.
    const placeholder = {};
    liveSessions.add(placeholder);
    try {
      const sim =
        reused ??
        // Cost tracking: every call reports its execution cost, which the block limit is counted
        // against (block-limits.mjs). It also makes simnet keep a report per call until read.
        (await getSDK({ trackCosts: true, trackCoverage: false }));
      const session = new SimnetSession(sim, options);
      liveSessions.add(session);
      return session;
    } finally {
      liveSessions.delete(placeholder);
    }
  }

  /**
   * Use `SimnetSession.open`. @param {Simnet} sim
   * @param {{verbose?: boolean, setUp: () => void}} options
   */
  constructor(sim, options) {
    this.sim = sim;
    this.verbose = !!options.verbose;
    this.setUp = options.setUp;
    this.projectDir = writeClarinetProject();
    /** @type {string[]} last lines simnet printed (Clarity `print`, VM errors), for debugging */
    this.vmOutput = [];
    /** @type {Operation[]} applied to simnet since boot, replayed after a re-initialisation */
    this.opLog = [];
    /** true while booting: boot re-runs on every re-initialisation, so it is not logged */
    this.booting = false;
    /** burn height Epoch 4.0 (and pox-5) began at; set by boot */
    this.epoch40Height = 0;
    /** calls simnet made since its cost reports were last read (`countCalls`) */
    this.callsSinceReport = 0;
    /** how many times simnet's state changed: what was read from it before is stale */
    this.changes = 0;
    /** how many times simnet was booted: contracts read before may be gone */
    this.boots = 0;
    /** @type {'image' | 'session' | null} how simnet was last booted: the boot's image written
     * back, or a session booted */
    this.lastBoot = null;
  }

  /**
   * simnet as booted: the boot's image written back where it may be (this session alone in the
   * process, holding the SDK object the image was taken with), else a boot, imaged when this
   * session is alone.
   */
  async boot() {
    if (bootImage?.sim === this.sim && liveSessions.size === 1 && liveSessions.has(this)) {
      restoreImage(bootImage.image);
      this.#booted();
      this.epoch40Height = bootImage.epoch40Height;
      this.callsSinceReport = bootImage.callsSinceReport;
      this.lastBoot = 'image';
      return;
    }
    await this.#bootSession();
    this.lastBoot = 'session';
    const image = liveSessions.size === 1 ? takeImage() : null;
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
   * Fresh simnet session at Epoch 4.0, then the devnet's set-up (`setUp`). Deterministic: a
   * rollback boots again and replays the log on top.
   */
  async #bootSession() {
    await this.quiet(() =>
      this.sim.initSession(this.projectDir, join(this.projectDir, 'Clarinet.toml'), null),
    );
    this.sim.setEpoch(EPOCH);
    this.#booted();
    this.epoch40Height = this.sim.burnBlockHeight;
    this.booting = true;
    try {
      this.quiet(this.setUp);
    } finally {
      this.booting = false;
    }
  }

  #booted() {
    this.boots++;
    this.changes++;
  }

  /** Back to the booted state, with an empty log. */
  async reset() {
    await this.boot();
    this.opLog = [];
  }

  /**
   * Undo every operation from `mark` on: re-initialise simnet and replay the log before it.
   * @param {number} mark a length of `opLog`
   */
  async rollbackTo(mark) {
    this.opLog.length = mark;
    await this.boot();
    this.quiet(() => {
      for (const op of this.opLog) this.#apply(op);
    });
  }

  /**
   * Run an operation and log it (not while booting), merging consecutive burn-block advances.
   * @param {Operation} op
   * @returns {ParsedTransactionResult[] | unknown} a block's results, or what a failing block threw
   */
  record(op) {
    return this.quiet(() => {
      const last = this.opLog.at(-1);
      if (this.booting) return this.#apply(op);
      if (op.kind === 'burn' && last?.kind === 'burn') last.count += op.count;
      else this.opLog.push(op.kind === 'burn' ? { ...op } : op);
      return this.#apply(op);
    });
  }

  /**
   * Apply one logged operation to simnet (also used for replay, hence deterministic).
   * @param {Operation} op
   * @returns {ParsedTransactionResult[] | unknown} a block's results, or what a failing block threw
   */
  #apply(op) {
    this.changes++;
    switch (op.kind) {
      case 'block':
      case 'mined':
        try {
          const entries = op.kind === 'block' ? op.entries : minedEntries(op);
          this.countCalls(entries.length);
          return this.sim.mineBlock(entries);
        } catch (error) {
          // a failing deploy throws after the entries before it ran (see mining.mjs)
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
   * With cost tracking on, simnet keeps a report of every call (≈380 bytes) until its
   * `collectReport` reads them, for a test run's cost table (github.com/stx-labs/clarinet, tag
   * v3.21.0, `components/clarinet-sdk-wasm/src/core.rs`, `costs_reports`). The devnet never
   * needs them: read and forget them every `COST_REPORTS_KEPT` calls (≈5 ms), or a devnet that
   * runs for long would grow without end.
   * @param {number} calls
   */
  countCalls(calls) {
    this.callsSinceReport += calls;
    if (this.callsSinceReport < COST_REPORTS_KEPT) return;
    this.callsSinceReport = 0;
    this.quiet(() => this.sim.collectReport(false, ''));
  }

  /**
   * simnet prints Clarity `print` output and VM errors with console.log/error; keep them out of
   * the server's output (and tests) unless verbose, but remember the last few for debugging.
   * @template T @param {() => T} fn @returns {T}
   */
  quiet(fn) {
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

  close() {
    liveSessions.delete(this);
    rmSync(this.projectDir, { recursive: true, force: true });
  }
}
