// Worker thread of `origin-check.mjs`: decodes a transaction and checks its origin signature,
// the one admission check that needs no chain state and most of a broadcast's CPU (issue 16).
import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { deserializeTransaction } from '@stacks/transactions';

parentPort?.on('message', (/** @type {{id: number, bytes: Uint8Array}} */ { id, bytes }) => {
  /** @type {{id: number, txid: string | null, error: string | null}} */
  let answer;
  try {
    const tx = deserializeTransaction(bytes);
    // `tx.txid()` hashes the re-serialized transaction; hashing the bytes natively is the same
    // id for any transaction admission accepts (it refuses bytes that do not round-trip), and
    // a verdict under another id is ignored there.
    const txid = createHash('sha512-256').update(bytes).digest('hex');
    try {
      tx.verifyOrigin();
      answer = { id, txid, error: null };
    } catch (error) {
      answer = { id, txid, error: error instanceof Error ? error.message : String(error) };
    }
  } catch {
    answer = { id, txid: null, error: null }; // not a transaction: admission says why itself
  }
  parentPort?.postMessage(answer);
});
