#!/usr/bin/env node
// Devnet benchmark: start-up time, transactions accepted per second over HTTP, what a
// rollback path costs early and late in the history, and memory after 10,000 transactions. Each
// figure is printed beside its target; all of them go to bench/devnet-results.json.
// Run: node devnet/bench.mjs [--count 10000]   (re-runs itself with --expose-gc to read RSS after GC)
import { spawnSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PostConditionMode,
  makeContractCall,
  makeSTXTokenTransfer,
  privateKeyToAddress,
  randomPrivateKey,
  Cl,
} from '@stacks/transactions';

if (typeof globalThis.gc !== 'function') {
  const args = ['--expose-gc', ...process.execArgv, ...process.argv.slice(1)];
  const child = spawnSync(process.execPath, args, { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const { startDevnet } = await import('./server.mjs');
const { accounts, deployer, miner } = await import('#common/devnet-accounts.mjs');
const { devnetContracts } = await import('./contracts.mjs');

const argCount = process.argv.indexOf('--count');
const COUNT = argCount > 0 ? Number(process.argv[argCount + 1]) : 10_000;
const MINE_EVERY = 1_000;
const TARGETS = { acceptedPerSecond: 500, rssMb: 300, startMs: 3_000, rollbackRatio: 1.5 };
const senders = accounts.filter((a) => a.balance > 0n && a.name.startsWith('wallet_'));
const recipient = deployer.address;
const toMb = (/** @type {number} */ bytes) => Math.round(bytes / 1024 / 1024);
const mark = (/** @type {boolean} */ ok) => (ok ? '✓' : '✗');

const t0 = performance.now();
const devnet = await startDevnet({ port: 0, blockIntervalMs: 0 });
const startMs = performance.now() - t0;
console.log(
  `start:     ${startMs.toFixed(0)} ms (VM load, boot, contracts)   target ≤ ${TARGETS.startMs} ms ${mark(startMs <= TARGETS.startMs)}`,
);

// A lean client (keep-alive, no fetch machinery): the figures are the devnet's, not the client's.
/** keep-alive sockets; a new agent after each long pause, which the server's keep-alive would cut */
let agent = new Agent({ keepAlive: true, maxSockets: 16 });
const url = new URL(devnet.url);
/**
 * @param {string} method @param {string} path @param {unknown} [body]
 * @returns {Promise<{status: number | undefined, json: unknown}>}
 */
const call = (method, path, body) =>
  new Promise((resolve, reject) => {
    const data = body === undefined ? '' : JSON.stringify(body);
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port: url.port,
        method,
        path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (/** @type {Buffer} */ c) => chunks.push(c));
        res.on('end', () => {
          const json = /** @type {unknown} */ (JSON.parse(Buffer.concat(chunks).toString()));
          resolve({ status: res.statusCode, json });
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
/** @param {string} hex */
const post = async (hex) => {
  const res = /** @type {{status: number, json: unknown}} */ (
    await call('POST', '/v2/transactions', { tx: hex })
  );
  if (res.status !== 200) throw new Error(`rejected: ${JSON.stringify(res.json)}`);
};
const mine = async () =>
  /** @type {{json: {txids: string[]}}} */ (await call('POST', '/_devnet/mine')).json.txids;
/** @param {string} txid */
const status = async (txid) =>
  /** @type {{json: {tx_status: string}}} */ (await call('GET', `/extended/v1/tx/${txid}`)).json
    .tx_status;

// ------------------------------------------------------------------ rollback paths
// Fresh accounts, funded by the deployer, one per measurement (a path leaves its account spent).
const probes = Array.from({ length: 4 }, () => {
  const key = randomPrivateKey();
  return { key, address: privateKeyToAddress(key, 'testnet') };
});
let deployerNonce = 0;
for (const p of probes) {
  const tx = await makeSTXTokenTransfer({
    recipient: p.address,
    amount: 1_500_000n,
    senderKey: deployer.privateKey,
    network: 'devnet',
    nonce: deployerNonce++,
    fee: 300n,
  });
  await post(tx.serialize());
}
await mine();

/** `devnet-token` `wrap`: takes STX from its sender. @param {{key: string}} p @param {bigint} amount @param {number} nonce @param {PostConditionMode} mode */
const wrap = async (p, amount, nonce, mode) =>
  (
    await makeContractCall({
      contractAddress: deployer.address,
      contractName: devnetContracts.token.name,
      functionName: 'wrap',
      functionArgs: [Cl.uint(amount)],
      senderKey: p.key,
      network: 'devnet',
      nonce,
      fee: 1_000n,
      postConditionMode: mode,
    })
  ).serialize();

/**
 * A fee failure: the account wraps all it has, so the fee of its next transaction (admitted while
 * the balance still covered it) cannot be paid when mined. Timed: the mine that meets it.
 * @param {{key: string, address: string}} p
 */
async function feeFailure(p) {
  await post(await wrap(p, 1_500_000n - 1_000n, 0, PostConditionMode.Allow));
  const next = await makeSTXTokenTransfer({
    recipient,
    amount: 1n,
    senderKey: p.key,
    network: 'devnet',
    nonce: 1,
    fee: 300n,
  });
  await post(next.serialize());
  const t = performance.now();
  await mine();
  const ms = performance.now() - t;
  const txid = `0x${next.txid()}`;
  if ((await status(txid)) !== 'dropped_problematic') throw new Error('fee failure not dropped');
  return ms;
}

/**
 * A post-condition abort: a Deny-mode call with no post-conditions that moves STX. Timed: its mine.
 * @param {{key: string, address: string}} p
 */
async function postConditionAbort(p) {
  const hex = await wrap(p, 1_000_000n, 0, PostConditionMode.Deny);
  await post(hex);
  const t = performance.now();
  const [txid] = await mine();
  const ms = performance.now() - t;
  if ((await status(txid ?? '')) !== 'abort_by_post_condition') throw new Error('no abort');
  return ms;
}

const [p0, p1, p2, p3] =
  /** @type {[typeof probes[0], typeof probes[0], typeof probes[0], typeof probes[0]]} */ (probes);
const early = { fee: await feeFailure(p0), postCondition: await postConditionAbort(p1) };

// ------------------------------------------------------------------ throughput
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

agent.destroy();
agent = new Agent({ keepAlive: true, maxSockets: 16 });

// Each sender posts its transactions in nonce order; senders run concurrently. Every
// MINE_EVERY accepted we mine, so the mempool never holds more than a block's worth.
let accepted = 0;
let acceptMs = 0;
let mineMs = 0;
let mined = 0;
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
  mined += (await mine()).length;
  mineMs += performance.now() - tM;
}
const perSecond = Math.round(accepted / (acceptMs / 1000));
console.log(
  `accepted:  ${accepted} in ${(acceptMs / 1000).toFixed(2)} s = ${perSecond} tx/s (HTTP POST /v2/transactions, checks included)   target ≥ ${TARGETS.acceptedPerSecond} ${mark(perSecond >= TARGETS.acceptedPerSecond)}`,
);
console.log(
  `mined:     ${mined} in ${(mineMs / 1000).toFixed(2)} s = ${Math.round(mined / (mineMs / 1000))} tx/s (blocks of ${MINE_EVERY}, fee + transfer each)`,
);
const mem = process.memoryUsage();
// Exposed: this process runs with --expose-gc (the re-run at the top).
globalThis.gc();
const rssAfterGc = process.memoryUsage().rss;
console.log(
  `memory:    RSS ${toMb(mem.rss)} MB (${toMb(rssAfterGc)} MB after GC), JS heap ${toMb(mem.heapUsed)} used / ${toMb(mem.heapTotal)} MB, external ${toMb(mem.external)} MB after ${mined} transactions   target ≤ ${TARGETS.rssMb} MB ${mark(toMb(mem.rss) <= TARGETS.rssMb)}`,
);
const check = /** @type {{json: {balance: string}}} */ (
  await call('GET', `/extended/v1/address/${miner.address}/stx`)
).json;
console.log(
  `check:     miner holds ${check.balance} µSTX in fees (${200 * mined} from this run's transfers)`,
);

agent.destroy();
agent = new Agent({ keepAlive: true, maxSockets: 16 });
const late = { fee: await feeFailure(p2), postCondition: await postConditionAbort(p3) };
/** @param {'fee' | 'postCondition'} path @param {string} label */
const rollbackLine = (path, label) => {
  const ratio = late[path] / early[path];
  console.log(
    `rollback:  ${label} ${early[path].toFixed(0)} ms after ~10 tx, ${late[path].toFixed(0)} ms after ${mined} (×${ratio.toFixed(2)})   target ×≤ ${TARGETS.rollbackRatio} ${mark(ratio <= TARGETS.rollbackRatio)}`,
  );
  return { after10Ms: Math.round(early[path]), afterCountMs: Math.round(late[path]), ratio };
};
const rollback = {
  feeFailure: rollbackLine('fee', 'fee failure     '),
  postConditionAbort: rollbackLine('postCondition', 'post-cond. abort'),
};
agent.destroy();
await devnet.close();

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'bench', 'devnet-results.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify(
    {
      devnet: {
        measuredAt: new Date().toISOString(),
        command: 'node devnet/bench.mjs',
        transactions: mined,
        startMs: Math.round(startMs),
        acceptedPerSecond: perSecond,
        minedPerSecond: Math.round(mined / (mineMs / 1000)),
        rssMb: toMb(mem.rss),
        rssAfterGcMb: toMb(rssAfterGc),
        rollback,
        targets: TARGETS,
      },
    },
    null,
    2,
  )}\n`,
);
console.log(`written:   ${out}`);
