// The block-limit arithmetic of block-limits.mjs: Epoch 4.0's limit, stacks-core's `exceeds` and
// `proportion_largest_dimension`, and what a miner does with a transaction that overflows.
import { describe, expect, it } from 'vitest';
import { Cl } from '@stacks/transactions';
import {
  BLOCK_LIMIT,
  TX_BLOCK_LIMIT_PROPORTION_HEURISTIC,
  ZERO_COST,
  costToHiro,
  exceededDimension,
  firstOverflow,
  percentFull,
  txCost,
} from './block-limits.mjs';

/** A cost that fills `percent` of the block's read count, nothing else. */
const reads = (percent: number) => ({
  ...ZERO_COST,
  readCount: (BLOCK_LIMIT.readCount * percent) / 100,
});

describe('block-limits.mjs', () => {
  it('uses Epoch 4.0’s limit: 2.1’s with the read budget doubled', () => {
    expect(BLOCK_LIMIT).toEqual({
      runtime: 5_000_000_000,
      writeLength: 15_000_000,
      writeCount: 15_000,
      readLength: 200_000_000,
      readCount: 30_000,
    });
  });

  it('finds the dimension over the limit and the fullest dimension in whole percent', () => {
    expect(exceededDimension(reads(100))).toBeNull();
    expect(exceededDimension({ ...reads(50), writeCount: 15_001 })).toBe('writeCount');
    expect(percentFull(reads(31.62))).toBe(31);
    expect(percentFull({ ...reads(10), runtime: 2_500_000_000 })).toBe(50);
  });

  it('packs in order: an overflow in a block under 20 % full is fatal, else it waits', () => {
    expect(firstOverflow([reads(40), reads(40), reads(20)])).toBeNull();
    expect(firstOverflow([reads(40), reads(40), reads(21)])).toMatchObject({
      index: 2,
      verdict: 'next_block',
      dimension: 'readCount',
      usedPercent: 80,
    });
    // alone over the limit: no block ever holds it
    expect(firstOverflow([reads(101)])).toMatchObject({ index: 0, verdict: 'too_expensive' });
    // stacks-core's heuristic: 85 % on top of 10 % is dropped, on top of 20 % it waits
    expect(firstOverflow([reads(10), reads(95)])).toMatchObject({ verdict: 'too_expensive' });
    expect(firstOverflow([reads(TX_BLOCK_LIMIT_PROPORTION_HEURISTIC), reads(95)])).toMatchObject({
      verdict: 'next_block',
    });
  });

  it('counts a token transfer as free and a call at what simnet measured', () => {
    const measured = {
      result: Cl.ok(Cl.bool(true)),
      events: [],
      performance: undefined,
      costs: {
        total: { ...reads(1), runtime: 7 },
        limit: { ...BLOCK_LIMIT },
        memory: 0,
        memory_limit: 0,
      },
    };
    expect(txCost('token_transfer', measured)).toEqual(ZERO_COST);
    expect(txCost('contract_call', measured)).toEqual({ ...reads(1), runtime: 7 });
    expect(costToHiro(txCost('contract_call', measured))).toEqual({
      execution_cost_read_count: 300,
      execution_cost_read_length: 0,
      execution_cost_runtime: 7,
      execution_cost_write_count: 0,
      execution_cost_write_length: 0,
    });
  });
});
