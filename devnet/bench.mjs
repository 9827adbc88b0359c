#!/usr/bin/env node
// Devnet benchmark: start-up time, transactions accepted and mined per second over HTTP, and
// memory after 10,000 transactions. Run: node devnet/bench.mjs [--count 10000]
import { makeSTXTokenTransfer } from '@stacks/transactions';
import { startDevnet } from './server.mjs';
import { accounts, miner } from './accounts.mjs';

const argCount = process.argv.indexOf('--count');
const COUNT = argCount > 0 ? Number(process.argv[argCount + 1]) : 10_000;
const MINE_EVERY = 1_000;
const senders = accounts.filter((a) => a.balance > 0n && a.name.startsWith('wallet_'));
const recipient = accounts.find((a) => a.name === 'deployer')?.address ?? miner.address;
const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const t0 = performance.now();
const devnet = await startDevnet({ port: 0, blockIntervalMs: 0 });
const startMs = performance.now() - t0;
console.log(`start:     ${startMs.toFixed(0)} ms (VM load, boot, contracts)`);

// Sign first, so the figures below measure the devnet and not the signing.
const tSign = performance.now();
/** @type {Array<Array<string>>} hex per sender, in nonce order */
const bySender = senders.map(() => []);
for (let i = 0; i < COUNT; i++) {
  const s = i % senders.length;
  const sender = senders[s];
  const signed = bySender[s];
  if (!sender || !signed) throw new Error(`no sender ${s}`);
  const tx = await makeSTXTokenTransfer({
    recipient,
    amount: 1_000n + BigInt(i),
    senderKey: sender.privateKey,
    network: 'devnet',
    nonce: BigInt(signed.length),
    fee: 200n,
  });
  signed.push(tx.serialize());
}
console.log(
  `signing:   ${COUNT} transfers in ${((performance.now() - tSign) / 1000).toFixed(1)} s (client side, not the devnet)`,
);

// Each sender posts its transactions in nonce order; senders run concurrently. Every
// MINE_EVERY accepted we mine, so the mempool never holds more than a block's worth.
let accepted = 0;
let acceptMs = 0;
let mineMs = 0;
let mined = 0;
const post = async (/** @type {string} */ hex) => {
  const res = await fetch(`${devnet.url}/v2/transactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tx: hex }),
  });
  if (res.status !== 200) throw new Error(`rejected: ${await res.text()}`);
  await res.text();
};
const perRound = Math.ceil(MINE_EVERY / senders.length);
for (let offset = 0; offset < COUNT / senders.length; offset += perRound) {
  const tA = performance.now();
  await Promise.all(
    bySender.map(async (list) => {
      for (const hex of list.slice(offset, offset + perRound)) {
        await post(hex);
        accepted++;
      }
    }),
  );
  acceptMs += performance.now() - tA;
  const tM = performance.now();
  const res = await fetch(`${devnet.url}/_devnet/mine`, { method: 'POST' });
  mined += (await res.json()).txids.length;
  mineMs += performance.now() - tM;
}
const mem = process.memoryUsage();
console.log(
  `accepted:  ${accepted} in ${(acceptMs / 1000).toFixed(2)} s = ${Math.round(accepted / (acceptMs / 1000))} tx/s (HTTP POST /v2/transactions, checks included)`,
);
console.log(
  `mined:     ${mined} in ${(mineMs / 1000).toFixed(2)} s = ${Math.round(mined / (mineMs / 1000))} tx/s (blocks of ${MINE_EVERY}, fee + transfer each)`,
);
console.log(
  `memory:    RSS ${mb(mem.rss)}, JS heap ${mb(mem.heapUsed)} used / ${mb(mem.heapTotal)}, external ${mb(mem.external)} after ${mined} transactions`,
);
const check = await (await fetch(`${devnet.url}/extended/v1/address/${miner.address}/stx`)).json();
console.log(`check:     miner received ${check.balance} µSTX in fees (expected ${200 * mined})`);
await devnet.close();
