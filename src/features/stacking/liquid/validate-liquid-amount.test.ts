import { describe, expect, it } from 'vitest';
import { STX_AMOUNT_MESSAGES } from '@/lib/micro-stx';
import { MAX_STACKING_MICRO_STX } from '@/stacks/stacking/stacking-protocols';
import { maxLiquidDeposit, validateLiquidAmount } from './validate-liquid-amount';

const limits = { minMicroStx: 1_000_000n, maxMicroStx: 50_000_000n, walletConnected: true };

describe('validateLiquidAmount', () => {
  it('accepts an amount between the minimum and the available balance, in µSTX', () => {
    expect(validateLiquidAmount('25', limits)).toEqual({
      valid: true,
      amountMicroStx: 25_000_000n,
    });
    expect(validateLiquidAmount(' 1 ', limits)).toEqual({
      valid: true,
      amountMicroStx: 1_000_000n,
    });
    expect(validateLiquidAmount('50', limits)).toEqual({
      valid: true,
      amountMicroStx: 50_000_000n,
    });
    expect(validateLiquidAmount('12.345678', limits)).toEqual({
      valid: true,
      amountMicroStx: 12_345_678n,
    });
  });

  it('asks for an amount when there is none', () => {
    expect(validateLiquidAmount('  ', limits)).toEqual({
      valid: false,
      error: STX_AMOUNT_MESSAGES.empty,
    });
  });

  it.each(['1,5', ',5', '1.000,5'])(
    'refuses the decimal comma of %s, never reading it as more',
    (text) => {
      expect(validateLiquidAmount(text, limits)).toEqual({
        valid: false,
        error: STX_AMOUNT_MESSAGES.comma,
      });
    },
  );

  it.each(['abc', '1e3', '-5', '1.2345678', '0x10', '1.2.3'])(
    'refuses %s as not a number',
    (text) => {
      expect(validateLiquidAmount(text, limits)).toEqual({
        valid: false,
        error: STX_AMOUNT_MESSAGES.format,
      });
    },
  );

  it('refuses less than the minimum of 1 STX', () => {
    for (const text of ['0', '0.5', '0.999999']) {
      expect(validateLiquidAmount(text, limits)).toEqual({
        valid: false,
        error: 'Below the minimum: a deposit is at least 1 STX',
      });
    }
  });

  it('refuses more than is available after pending transactions and the fee', () => {
    expect(validateLiquidAmount('50.000001', limits)).toEqual({
      valid: false,
      error: 'More than you have available: at most 50 STX after pending transactions and the fee',
    });
    expect(validateLiquidAmount('1', { ...limits, maxMicroStx: 400_000n })).toEqual({
      valid: false,
      error:
        'Not enough available STX: you can deposit at most 0.4 STX after pending transactions and the fee',
    });
  });

  it('refuses any amount while the available balance is unknown', () => {
    expect(validateLiquidAmount('5', { ...limits, maxMicroStx: undefined })).toEqual({
      valid: false,
      error: 'Your available balance is not known yet, so this amount cannot be checked',
    });
  });

  it('without a wallet, checks everything but the balance', () => {
    const visitor = { ...limits, maxMicroStx: undefined, walletConnected: false };
    expect(validateLiquidAmount('5', visitor)).toEqual({ valid: true, amountMicroStx: 5_000_000n });
    expect(validateLiquidAmount('0.5', visitor)).toEqual({
      valid: false,
      error: 'Below the minimum: a deposit is at least 1 STX',
    });
    expect(validateLiquidAmount('1,5', visitor)).toEqual({
      valid: false,
      error: STX_AMOUNT_MESSAGES.comma,
    });
  });

  it('refuses more than the UI cap even with a larger balance', () => {
    const huge = { ...limits, maxMicroStx: MAX_STACKING_MICRO_STX * 2n };
    expect(validateLiquidAmount('10000000001', huge)).toEqual({
      valid: false,
      error: 'More than Satchel accepts: at most 10,000,000,000 STX',
    });
  });
});

describe('maxLiquidDeposit', () => {
  it('is the available balance minus the fee, never negative, never above the cap', () => {
    expect(maxLiquidDeposit(10_000_000n, 104_000n)).toBe(9_896_000n);
    expect(maxLiquidDeposit(100_000n, 104_000n)).toBe(0n);
    expect(maxLiquidDeposit(MAX_STACKING_MICRO_STX * 3n, 104_000n)).toBe(MAX_STACKING_MICRO_STX);
  });
});
