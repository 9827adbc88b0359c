import { describe, expect, it } from 'vitest';
import { readWithdrawalRequestId } from './withdrawal-request-id';

describe('readWithdrawalRequestId', () => {
  it('reads the id of (ok uN)', () => {
    expect(readWithdrawalRequestId('(ok u0)')).toBe(0);
    expect(readWithdrawalRequestId('(ok u4217)')).toBe(4217);
  });

  it('has none for anything else', () => {
    expect(readWithdrawalRequestId('(ok true)')).toBeUndefined();
    expect(readWithdrawalRequestId('(err u502)')).toBeUndefined();
    expect(readWithdrawalRequestId(`(ok u${'9'.repeat(20)})`)).toBeUndefined();
    expect(readWithdrawalRequestId(undefined)).toBeUndefined();
  });
});
