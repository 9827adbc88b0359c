// The mempool's order and its index by sender, without simnet: records stand in for admitted
// transactions.
import { describe, expect, it } from 'vitest';
import { Mempool } from './mempool.mjs';
import type { TxRecord } from './tx-record.mjs';

/** txids of the records compacted, in order */
const compacted: string[] = [];

/** A record with only the fields the mempool reads; the cast stands for the rest (never read). */
function record(txid: string, sender: string, more: Partial<TxRecord> = {}) {
  return {
    txid,
    sender,
    fee: 10n,
    spend: 0n,
    type: 'token_transfer',
    contractId: null,
    status: 'pending',
    compact: () => compacted.push(txid),
    ...more,
  } as unknown as TxRecord;
}

describe('Mempool', () => {
  it('keeps arrival order and each sender’s queue in nonce order', () => {
    const pool = new Mempool();
    const [a0, b0, a1] = [record('a0', 'A'), record('b0', 'B'), record('a1', 'A', { spend: 5n })];
    for (const r of [a0, b0, a1]) pool.add(r);
    expect(pool.records).toEqual([a0, b0, a1]);
    expect(pool.size).toBe(3);
    expect(pool.of('A')).toEqual([a0, a1]);
    expect(pool.countOf('A')).toBe(2);
    expect(pool.countOf('C')).toBe(0);
    expect(pool.spendOf('A')).toBe(25n);
    expect(pool.spendOf('C')).toBe(0n);
  });

  it('hands out copies of a sender’s queue', () => {
    const pool = new Mempool();
    pool.add(record('a0', 'A'));
    pool.of('A').pop();
    expect(pool.countOf('A')).toBe(1);
  });

  it('knows a waiting deploy by its contract id', () => {
    const pool = new Mempool();
    pool.add(record('d', 'A', { type: 'smart_contract', contractId: 'A.token' }));
    pool.add(record('c', 'B', { type: 'contract_call', contractId: 'A.other' }));
    expect(pool.hasDeploy('A.token')).toBe(true);
    expect(pool.hasDeploy('A.other')).toBe(false);
  });

  it('lets settled transactions go, compacted, and keeps the pending ones in order', () => {
    const pool = new Mempool();
    const mined = record('a0', 'A', { status: 'success' });
    const dropped = record('b0', 'B', { status: 'dropped_problematic' });
    const waiting = [record('a1', 'A'), record('c0', 'C')];
    for (const r of [mined, dropped, ...waiting]) pool.add(r);
    pool.removeSettled();
    expect(pool.records).toEqual(waiting);
    expect(pool.of('A')).toEqual([waiting[0]]);
    expect(pool.countOf('B')).toBe(0);
    expect(compacted).toEqual(['a0', 'b0']);
  });
});
