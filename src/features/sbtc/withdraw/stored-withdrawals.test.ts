// @vitest-environment jsdom
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addStoredWithdrawal,
  STORED_WITHDRAWALS_KEY,
  storedWithdrawalsAtom,
  type StoredWithdrawal,
} from './stored-withdrawals';

const ENTRY: StoredWithdrawal = {
  requestId: 4,
  txid: `0x${'ab'.repeat(32)}`,
  amountSats: '100000',
  maxFeeSats: '3000',
  btcAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
};

afterEach(() => window.localStorage.clear());

describe('stored withdrawals', () => {
  it('reads what was stored, per account', () => {
    window.localStorage.setItem(STORED_WITHDRAWALS_KEY, JSON.stringify({ a: [ENTRY] }));
    expect(createStore().get(storedWithdrawalsAtom)).toEqual({ a: [ENTRY] });
  });

  it('reads a corrupt or foreign value as no requests', () => {
    window.localStorage.setItem(STORED_WITHDRAWALS_KEY, '{not json');
    expect(createStore().get(storedWithdrawalsAtom)).toEqual({});
    window.localStorage.setItem(
      STORED_WITHDRAWALS_KEY,
      JSON.stringify({ a: [{ ...ENTRY, txid: 'javascript:alert(1)' }] }),
    );
    expect(createStore().get(storedWithdrawalsAtom)).toEqual({});
  });

  it('puts the newest first without a second copy of the same request', () => {
    const once = addStoredWithdrawal({}, 'a', ENTRY);
    const next = addStoredWithdrawal(once, 'a', { ...ENTRY, requestId: 5 });
    expect(addStoredWithdrawal(next, 'a', ENTRY).a?.map((entry) => entry.requestId)).toEqual([
      4, 5,
    ]);
  });
});
