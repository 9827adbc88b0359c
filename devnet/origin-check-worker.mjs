// Worker thread of `origin-check.mjs`: decodes a transaction and checks its origin signature,
// the one admission check that needs no chain state and most of a broadcast's CPU (issue 16).
import { parentPort } from 'node:worker_threads';
import { deserializeTransaction } from '@stacks/transactions';

parentPort?.on('message', (/** @type {{id: number, bytes: Uint8Array}} */ { id, bytes }) => {
  /** @type {{id: number, txid: string | null, error: string | null}} */
  let answer;
  try {
    const tx = deserializeTransaction(bytes);
    const txid = tx.txid();
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
