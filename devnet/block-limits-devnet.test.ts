// Execution costs on the devnet, through its HTTP API: each mined transaction's cost in its
// /extended/v1/tx record, a block that stops taking transactions when its Epoch 4.0 budget is
// spent, and a transaction too expensive for any block dropped as a miner drops it
// (block-limits.mjs cites stacks-core).
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { Cl } from '@stacks/transactions';
import { account, deployer, wallet1, wallet2, wallet3 } from '#common/devnet-accounts.mjs';
import { POX_5, signerManagers } from './contracts.mjs';
import { BLOCK_LIMIT } from './block-limits.mjs';
import { NoncesJson, PoxJson, TxJson, call, deploy, transfer, useTestDevnet } from './test-helpers';

const node = useTestDevnet();

const FAST_POOL = signerManagers.find((m) => m.slug === 'fast-pool-1')?.contract.id ?? '';
const STX = 1_000_000n;

/** The record with its execution costs (Hiro's names). */
const CostedTx = TxJson.extend({
  block_height: z.number(),
  execution_cost_read_count: z.number(),
  execution_cost_read_length: z.number(),
  execution_cost_runtime: z.number(),
  execution_cost_write_count: z.number(),
  execution_cost_write_length: z.number(),
});

const MineJson = z.object({
  height: z.number(),
  txids: z.array(z.string()),
  dropped: z.array(z.object({ tx_id: z.string(), tx_status: z.string(), reason: z.string() })),
});

/**
 * A contract whose `reads (n)` reads a map 500 × n times (plus 3 reads of its own): simnet
 * measures n = 20 at 10,003 reads, a third of the Epoch 4.0 block's 30,000.
 */
const HEAVY_SOURCE = `
(define-map m uint uint)
(define-private (r10 (i uint) (acc uint))
  (+ acc (default-to u0 (map-get? m i)) (default-to u0 (map-get? m (+ i u1)))
     (default-to u0 (map-get? m (+ i u2))) (default-to u0 (map-get? m (+ i u3)))
     (default-to u0 (map-get? m (+ i u4))) (default-to u0 (map-get? m (+ i u5)))
     (default-to u0 (map-get? m (+ i u6))) (default-to u0 (map-get? m (+ i u7)))
     (default-to u0 (map-get? m (+ i u8))) (default-to u0 (map-get? m (+ i u9)))))
(define-private (chunk (i uint) (acc uint))
  (fold r10 (list u1 u2 u3 u4 u5 u6 u7 u8 u9 u10 u11 u12 u13 u14 u15 u16 u17 u18 u19 u20 u21 u22
    u23 u24 u25 u26 u27 u28 u29 u30 u31 u32 u33 u34 u35 u36 u37 u38 u39 u40 u41 u42 u43 u44 u45
    u46 u47 u48 u49 u50) acc))
(define-public (reads (n uint))
  (ok (fold chunk (unwrap-panic (slice? (list u1 u2 u3 u4 u5 u6 u7 u8 u9 u10 u11 u12 u13 u14 u15
    u16 u17 u18 u19 u20 u21 u22 u23 u24 u25 u26 u27 u28 u29 u30 u31 u32 u33 u34 u35 u36 u37 u38 u39
    u40) u0 n)) u0)))
`;
const HEAVY = `${deployer.address}.heavy-reads`;

async function nonceOf(address: string) {
  const nonces = await node.api.read(NoncesJson, `/extended/v1/address/${address}/nonces`);
  return nonces.possible_next_nonce;
}

async function mine() {
  const answer = await node.api.post('/_devnet/mine');
  expect(answer.status).toBe(200);
  return MineJson.parse(answer.json);
}

const costed = (txid: string) => node.api.read(CostedTx, `/extended/v1/tx/${txid}`);

async function deployHeavy() {
  const tx = await deploy({
    key: deployer.privateKey,
    name: 'heavy-reads',
    source: HEAVY_SOURCE,
    nonce: await nonceOf(deployer.address),
  });
  expect((await node.api.broadcast(tx)).status).toBe(200);
  await mine();
  expect((await costed(tx.txid())).tx_status).toBe('success');
}

/** `reads (n)` signed by `key` at its next nonce and broadcast (not mined). */
async function sendReads(key: string, address: string, n: number) {
  const tx = await call({
    key,
    contract: HEAVY,
    fn: 'reads',
    args: [Cl.uint(n)],
    nonce: await nonceOf(address),
  });
  expect((await node.api.broadcast(tx)).status).toBe(200);
  return `0x${tx.txid()}`;
}

describe('execution costs on the devnet', () => {
  it('a stake fits and its cost is in its record; a transfer costs nothing', async () => {
    const pox = await node.api.read(PoxJson, '/v2/pox');
    const stake = await call({
      key: wallet1.privateKey,
      contract: POX_5,
      fn: 'stake',
      args: [
        Cl.principal(FAST_POOL),
        Cl.uint(60_000n * STX),
        Cl.uint(96),
        Cl.uint(pox.current_burnchain_block_height),
        Cl.none(),
      ],
      nonce: await nonceOf(wallet1.address),
    });
    const send = await transfer({
      key: wallet2.privateKey,
      to: wallet3.address,
      amount: 1,
      nonce: 0,
    });
    for (const tx of [stake, send]) expect((await node.api.broadcast(tx)).status).toBe(200);
    const mined = await mine();
    expect(mined.dropped).toEqual([]);
    const staked = await costed(stake.txid());
    const sent = await costed(send.txid());
    expect(staked.tx_status).toBe('success');
    expect(sent.tx_status).toBe('success');
    expect(staked.block_height).toBe(sent.block_height);
    for (const field of [
      'execution_cost_read_count',
      'execution_cost_read_length',
      'execution_cost_runtime',
      'execution_cost_write_count',
      'execution_cost_write_length',
    ] as const) {
      expect(staked[field]).toBeGreaterThan(0);
      expect(sent[field]).toBe(0);
    }
    expect(staked.execution_cost_read_count).toBeLessThan(BLOCK_LIMIT.readCount);
  });

  it('a stake-update of a 96-cycle position takes under a fifth of a block’s reads (devnet/README.md)', async () => {
    // seed_staker_1 staked fast-pool for 96 cycles at boot: the longest position pox-5 allows
    const staker = account('seed_staker_1');
    const update = await call({
      key: staker.privateKey,
      contract: POX_5,
      fn: 'stake-update',
      args: [Cl.principal(FAST_POOL), Cl.principal(FAST_POOL), Cl.uint(0), Cl.uint(STX), Cl.none()],
      nonce: await nonceOf(staker.address),
    });
    expect((await node.api.broadcast(update)).status).toBe(200);
    await mine();
    const record = await costed(update.txid());
    expect(record.tx_status).toBe('success');
    const share = record.execution_cost_read_count / BLOCK_LIMIT.readCount;
    // the README's figure: 5,542 reads, 18.5 % (a margin for changes in pox-5's state)
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.2);
  });

  it('a block stops taking transactions when its budget is spent: the rest go to the next', async () => {
    await deployHeavy();
    const txids = [];
    for (const w of [wallet1, wallet2, wallet3]) {
      txids.push(await sendReads(w.privateKey, w.address, 20));
    }
    const mined = await mine();
    expect(mined.dropped).toEqual([]);
    const [a, b, c] = await Promise.all(txids.map(costed));
    if (!a || !b || !c) throw new Error('three records');
    for (const r of [a, b, c]) expect(r.tx_status).toBe('success');
    // 2 × 10,003 reads fit 30,000; a third would make 30,009
    expect(a.execution_cost_read_count + b.execution_cost_read_count).toBeLessThanOrEqual(
      BLOCK_LIMIT.readCount,
    );
    expect(
      a.execution_cost_read_count + b.execution_cost_read_count + c.execution_cost_read_count,
    ).toBeGreaterThan(BLOCK_LIMIT.readCount);
    expect(b.block_height).toBe(a.block_height);
    expect(c.block_height).toBe(a.block_height + 1);
    expect(mined.height).toBe(c.block_height);
  });

  it('a transaction over the limit is never mined: dropped as too expensive, fee unpaid', async () => {
    await deployHeavy();
    const before = await node.api.balanceOf(wallet1.address);
    const nonce = await nonceOf(wallet1.address);
    // 17,503 reads: past the 15,000 simnet lets one call spend (block-limits.mjs)
    const heavy = await sendReads(wallet1.privateKey, wallet1.address, 35);
    const light = await sendReads(wallet2.privateKey, wallet2.address, 1);
    const mined = await mine();
    expect(mined.txids).toEqual([light]);
    expect(mined.dropped.map(({ tx_id, tx_status }) => ({ tx_id, tx_status }))).toEqual([
      { tx_id: heavy, tx_status: 'dropped_too_expensive' },
    ]);
    expect(mined.dropped[0]?.reason).toMatch(/^too expensive: .*simnet lets one transaction/);
    expect((await node.api.tx(heavy)).tx_status).toBe('dropped_too_expensive');
    expect((await costed(light)).tx_status).toBe('success');
    expect(await node.api.balanceOf(wallet1.address)).toBe(before);
    expect(await nonceOf(wallet1.address)).toBe(nonce);
  });
});
