// Origin signatures checked on a worker thread, before a broadcast takes the chain's lock.
//
// `tx.verifyOrigin()` (secp256k1 key recovery in JavaScript) was three quarters of the CPU of a
// POST /v2/transactions, and it needs no chain state. So the server asks this worker first, while
// the main thread admits other transactions, and hands the verdict to `Chain.submit`, which still
// applies it at the same point of its checks (the rejection order is a node's). A verdict is
// keyed by txid, so it applies only to the transaction it was computed for; anything the worker
// could not decide, or a worker that failed, leaves the check to `submit` itself.
import { Worker } from 'node:worker_threads';

/** @typedef {{txid: string, error: string | null}} OriginVerdict  error null: the signature verifies */

export class OriginChecker {
  constructor() {
    // A small young generation: the worker's garbage is short-lived (one decoded transaction per
    // message), and V8's default lets it grow to tens of MB of RSS the devnet never gives back.
    this.worker = new Worker(new URL('./origin-check-worker.mjs', import.meta.url), {
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    this.worker.unref();
    this.nextId = 0;
    /** once the worker is gone every check answers null at once */
    this.closed = false;
    /** @type {Map<number, (verdict: OriginVerdict | null) => void>} */
    this.waiting = new Map();
    this.worker.on(
      'message',
      (/** @type {{id: number, txid: string | null, error: string | null}} */ m) => {
        const resolve = this.waiting.get(m.id);
        this.waiting.delete(m.id);
        resolve?.(m.txid === null ? null : { txid: m.txid, error: m.error });
      },
    );
    this.worker.on('error', () => this.#failAll());
    this.worker.on('exit', () => {
      this.closed = true;
      this.#failAll();
    });
  }

  /**
   * The verdict on a transaction's origin signature, or null when the worker cannot say.
   * @param {Uint8Array} bytes
   * @returns {Promise<OriginVerdict | null>}
   */
  check(bytes) {
    if (this.closed) return Promise.resolve(null);
    return new Promise((resolve) => {
      const id = this.nextId++;
      this.waiting.set(id, resolve);
      try {
        // A small Buffer is a view of Node's shared 8 KB pool, and cloning a view clones all of
        // its ArrayBuffer: post a copy of just the transaction, moved rather than cloned.
        const copy = new Uint8Array(bytes);
        this.worker.postMessage({ id, bytes: copy }, [copy.buffer]);
      } catch {
        this.waiting.delete(id);
        resolve(null);
      }
    });
  }

  #failAll() {
    for (const resolve of this.waiting.values()) resolve(null);
    this.waiting.clear();
  }

  async close() {
    this.closed = true;
    this.#failAll();
    await this.worker.terminate();
  }
}
