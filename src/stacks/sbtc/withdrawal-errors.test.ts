import { describe, expect, it } from 'vitest';
import { describeWithdrawalError } from './withdrawal-errors';

describe('describeWithdrawalError', () => {
  it('words the dust limit and the address checks', () => {
    expect(describeWithdrawalError('(err u502)')).toBe(
      'The sBTC withdrawal contract refused it (error u502): the amount is below the dust limit of 546 sats; withdraw more than that.',
    );
    expect(describeWithdrawalError('(err u500)')).toMatch(/version byte/);
    expect(describeWithdrawalError('(err u501)')).toMatch(/wrong length/);
    expect(describeWithdrawalError('(err u508)')).toMatch(/Bitcoin fork/);
  });

  it('leaves other answers to the flow’s default', () => {
    expect(describeWithdrawalError('(err u42)')).toBeUndefined();
    expect(describeWithdrawalError('(ok u3)')).toBeUndefined();
    expect(describeWithdrawalError(undefined)).toBeUndefined();
  });
});
