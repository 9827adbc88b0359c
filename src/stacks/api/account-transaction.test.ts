import { describe, expect, it } from 'vitest';
import { accountTransactionSchema } from './account-transaction';

const coinbase = {
  tx_id: `0x${'ab'.repeat(32)}`,
  tx_status: 'success',
  tx_type: 'coinbase',
  nonce: 0,
  fee_rate: '0',
  sender_address: 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5',
  coinbase_payload: { alt_recipient: null },
};

describe('accountTransactionSchema', () => {
  it('reads a block time, fractions included', () => {
    const parsed = accountTransactionSchema.parse({ ...coinbase, block_time: 1_700_000_000.5 });
    expect(parsed.time?.toISOString()).toBe('2023-11-14T22:13:20.500Z');
  });

  it('refuses a time no Date can hold, so no Invalid Date reaches the list', () => {
    // 1e300 s: `new Date(1e303)` is Invalid Date and formatting it throws.
    expect(accountTransactionSchema.safeParse({ ...coinbase, block_time: 1e300 }).success).toBe(
      false,
    );
    expect(
      accountTransactionSchema.safeParse({ ...coinbase, burn_block_time: 8.64e12 + 1 }).success,
    ).toBe(false);
    expect(accountTransactionSchema.safeParse({ ...coinbase, block_time: 8.64e12 }).success).toBe(
      true,
    );
  });
});
