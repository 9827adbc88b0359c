// The devnet chain: a real Clarity VM (@stacks/clarinet-sdk simnet) plus what simnet lacks and a
// Stacks node has. Each part has its own module:
// - simnet-session.mjs: the VM, booted (genesis.mjs) or written back from the boot's image, and
//   every change made to it, kept in a log so that a block can be undone;
// - chain-reads.mjs (inherited): what the state says — heights, balances, contracts, calls;
// - admission.mjs: what a node checks before a transaction enters the mempool (mempool.mjs);
// - mining.mjs: blocks mined on demand, with fees, post-conditions and the block limit;
// - chain-history.mjs: the transactions, blocks and indexes the API serves.
import { SimnetSession } from './simnet-session.mjs';
import { ChainReads } from './chain-reads.mjs';
import { setUpGenesis } from './genesis.mjs';
import { admitTransaction } from './admission.mjs';
import { Mempool } from './mempool.mjs';
import { mineMempool } from './mining.mjs';
import { ChainHistory } from './chain-history.mjs';
import { blockResults, fromSdk, toSdkArgs } from './sdk-values.mjs';

/** @typedef {import('@stacks/transactions').ClarityValue} ClarityValue */

export class Chain extends ChainReads {
  /**
   * Create and boot a devnet chain: ≈8 s on a busy 2-core machine (simnet's session ≈5 s, the
   * staking seed ≈3 s), or ≈50 ms from the boot's image when no other chain lives in the process.
   * @param {{verbose?: boolean}} [options] verbose: let simnet print Clarity `print` output
   */
  static async create(options = {}) {
    /** @type {Chain} */
    let chain;
    // Genesis sets up through the chain's own calls (system calls, reads, the burn chain), and
    // the session runs it again on every boot it cannot write back from the image.
    const setUp = () => setUpGenesis(chain);
    const session = await SimnetSession.open({ verbose: options.verbose, setUp });
    chain = new Chain(session);
    try {
      await session.boot();
    } catch (error) {
      // A chain that failed to boot is not alive: later chains may use the image again.
      session.close();
      throw error;
    }
    return chain;
  }

  /** Use `Chain.create`: the session is not booted yet. @param {SimnetSession} session */
  constructor(session) {
    super(session);
    this.mempool = new Mempool();
    this.history = new ChainHistory();
    /** @type {Promise<unknown>} serializes everything that touches simnet (see `exclusive`) */
    this.queue = Promise.resolve();
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

  /** Back to the genesis state (tests). */
  async reset() {
    await this.session.reset();
    this.mempool = new Mempool();
    this.history = new ChainHistory();
  }

  close() {
    this.session.close();
  }

  /**
   * Admit a signed transaction into the mempool (admission.mjs).
   * @param {Uint8Array} bytes
   * @param {{txid: string, error: string | null}} [origin] the origin signature's verdict when
   *   already known (origin-check.mjs)
   * @returns {string} txid (0x-less, as the node answers)
   * @throws {import('./admission.mjs').TxRejection}
   */
  submit(bytes, origin) {
    const { txid, record } = admitTransaction(this, bytes, origin);
    if (record) {
      this.mempool.add(record);
      this.history.add(record);
    }
    return txid;
  }

  /** Mine every pending transaction, or an empty block (mining.mjs). */
  mine() {
    return mineMempool(this);
  }

  /** Next nonce a principal's mined transactions imply. @param {string} principal */
  confirmedNonce(principal) {
    return this.history.confirmedNonce(principal);
  }

  /** Next nonce to use: after the mined ones and the waiting ones. @param {string} principal */
  nextNonce(principal) {
    return this.confirmedNonce(principal) + this.mempool.countOf(principal);
  }

  /** @param {string} principal its pending transactions, in nonce order */
  pendingOf(principal) {
    return this.mempool.of(principal);
  }

  /** @param {string} principal */
  stxTotalsOf(principal) {
    return this.history.stxTotalsOf(principal);
  }

  // The devnet's own changes (boot set-up, the keeper, the controls): not transactions, so
  // outside the API's history and nonces, but logged and replayed like them.

  /**
   * Run one system call in a block of its own. Returns its result, or null when the VM threw.
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
    const entries = calls.map(({ contract, method, args, sender }) => ({
      callPublicFn: { contract, method, args: toSdkArgs(args), sender },
    }));
    const results = blockResults(this.session.record({ kind: 'block', entries }));
    return calls.map((_, i) => {
      const result = results?.[i]?.result;
      return result === undefined ? null : fromSdk(result);
    });
  }

  /**
   * Advance the burn chain (and with it PoX cycles); each burn block also mines a Stacks block.
   * Use burnchain.mjs `advance`, which runs the reward keeper on the way.
   * @param {number} count
   */
  advanceBurnBlocks(count) {
    if (count > 0) this.session.record({ kind: 'burn', count });
    return this.burnHeight;
  }

  /**
   * Credit a fungible token to a principal, as the protocol does (the keeper's sBTC; no
   * transaction carries it).
   * @param {string} asset `contract.token` @param {string} recipient @param {bigint} amount
   */
  mintFungible(asset, recipient, amount) {
    this.session.record({ kind: 'mint', asset, recipient, amount });
  }
}
