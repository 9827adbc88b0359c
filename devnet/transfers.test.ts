import { describe, expect, it } from 'vitest';
import { startDevnet } from './server.mjs';
import { miner, wallet1, wallet2, wallet3, deployer } from '#common/devnet-accounts.mjs';
import {
  InfoJson,
  NoncesJson,
  pageOf,
  TxJson,
  http,
  transfer,
  useTestDevnet,
  SECOND_DEVNET_TEST_TIMEOUT_MS,
} from './test-helpers';

const node = useTestDevnet({ resetBeforeEach: false });

const balance = (a: string) => node.api.balanceOf(a);

// 400: enough for several blocks of 100 and every fee residue; 1,000 took 30 s of CPU signing and
// verifying. This file took 17 s on a fresh clone's test line alone and 73 s with another
// checkout's tests beside it, which put this test past 30 s: its own limit is wide of both.
describe('400 STX transfers in a row', () => {
  it('balances sum exactly: sender loses Σ(amount + fee)', { timeout: 180_000 }, async () => {
    const recipients = [wallet2.address, wallet3.address, deployer.address];
    let sent = 0n;
    let fees = 0n;
    const received = new Map<string, bigint>();
    const signed = [];
    for (let nonce = 0; nonce < 400; nonce++) {
      const amount = 1000 + nonce;
      const fee = 180 + (nonce % 7);
      const to = recipients[nonce % recipients.length] ?? deployer.address;
      signed.push(await transfer({ key: wallet1.privateKey, to, amount, nonce, fee }));
      sent += BigInt(amount);
      fees += BigInt(fee);
      received.set(to, (received.get(to) ?? 0n) + BigInt(amount));
    }
    // Balances are read after signing: signing takes seconds on a busy machine, and a kept-alive
    // connection idle that long can be closed under the client (ECONNRESET on the next request).
    const before = new Map<string, bigint>();
    for (const a of [wallet1.address, ...recipients, miner.address])
      before.set(a, await balance(a));
    // broadcast in order (nonces must arrive in sequence); mine every 100: several blocks
    for (const [i, tx] of signed.entries()) {
      const r = await node.api.broadcast(tx);
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      if (i % 100 === 99) await node.api.post('/_devnet/mine');
    }
    expect((await node.api.read(pageOf(TxJson), '/extended/v1/tx/mempool')).total).toBe(0);

    expect(await balance(wallet1.address)).toBe(
      (before.get(wallet1.address) as bigint) - sent - fees,
    );
    for (const to of recipients)
      expect(await balance(to)).toBe((before.get(to) as bigint) + (received.get(to) as bigint));
    expect(await balance(miner.address)).toBe((before.get(miner.address) as bigint) + fees);
    const nonces = await node.api.read(
      NoncesJson,
      `/extended/v1/address/${wallet1.address}/nonces`,
    );
    expect(nonces).toMatchObject({ last_executed_tx_nonce: 399, possible_next_nonce: 400 });
    const totals = await node.api.stx(wallet1.address);
    expect(totals).toMatchObject({ total_sent: String(sent), total_fees_sent: String(fees) });
    const last = await node.api.tx(signed.at(-1)?.txid() ?? '');
    expect(last.tx_status).toBe('success');
  });
});

describe('block clock', () => {
  it(
    'mines pending transactions on the interval and advances burn blocks',
    async () => {
      const ticking = await startDevnet({ port: 0, blockIntervalMs: 150 });
      try {
        const t = http(ticking.url);
        const burn0 = (await t.read(InfoJson, '/v2/info')).burn_block_height;
        const tx = await transfer({
          key: wallet2.privateKey,
          to: wallet3.address,
          amount: 42,
          nonce: 0,
        });
        expect((await t.broadcast(tx)).status).toBe(200);
        let status = 'pending';
        for (let i = 0; i < 40 && status === 'pending'; i++) {
          await new Promise((r) => setTimeout(r, 100));
          status = (await t.tx(tx.txid())).tx_status;
        }
        expect(status).toBe('success');
        expect((await t.read(InfoJson, '/v2/info')).burn_block_height).toBeGreaterThan(burn0);
      } finally {
        await ticking.close();
      }
    },
    SECOND_DEVNET_TEST_TIMEOUT_MS,
  );
});
