// Worker thread of `origin-check.mjs`: checks a transaction's origin signature, the one
// admission check that needs no chain state and most of a broadcast's CPU.
import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { deserializeTransaction } from '@stacks/transactions';
import { KnownSigners } from './known-signers.mjs';

const known = new KnownSigners();

parentPort?.on('message', (/** @type {{id: number, bytes: Uint8Array}} */ { id, bytes }) => {
  // `tx.txid()` hashes the re-serialized transaction; hashing the bytes natively is the same
  // id for any transaction admission accepts (it refuses bytes that do not round-trip), and
  // a verdict under another id is ignored there.
  const txid = createHash('sha512-256').update(bytes).digest('hex');
  // A signer seen before: decided from the bytes alone, without decoding them (a verdict on
  // bytes that are not a transaction is never used: admission refuses them first).
  if (known.verifies(bytes)) {
    parentPort?.postMessage({ id, txid, error: null });
    return;
  }
  /** @type {{id: number, txid: string | null, error: string | null}} */
  let answer;
  try {
    const tx = deserializeTransaction(bytes);
    try {
      tx.verifyOrigin();
      known.remember(bytes);
      answer = { id, txid, error: null };
    } catch (error) {
      answer = { id, txid, error: error instanceof Error ? error.message : String(error) };
    }
  } catch {
    answer = { id, txid: null, error: null }; // not a transaction: admission says why itself
  }
  parentPort?.postMessage(answer);
});
