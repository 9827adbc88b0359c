import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTokenAmount, readTokenAmount, tokenAmountMessages } from './token-amount';

const SBTC = { symbol: 'sBTC', decimals: 8 };
const WHOLE = { symbol: 'BADGE', decimals: 0 };

describe('readTokenAmount', () => {
  it.each([
    ['1', SBTC, 100_000_000n],
    ['0.00000001', SBTC, 1n],
    ['1,000.5', SBTC, 100_050_000_000n],
    ['12.5', { symbol: 'USDX', decimals: 6 }, 12_500_000n],
    ['7', WHOLE, 7n],
    ['1,234', WHOLE, 1_234n],
  ])('reads %j in %o', (text, unit, baseUnits) => {
    expect(readTokenAmount(text, unit)).toEqual({ valid: true, baseUnits });
  });

  it('refuses more decimals than the token has, in the token’s words', () => {
    expect(readTokenAmount('0.000000001', SBTC)).toEqual({
      valid: false,
      error: 'Enter an amount in sBTC as a number, like 25 or 12.5 (at most 8 decimals)',
    });
    expect(readTokenAmount('1.5', WHOLE)).toEqual({
      valid: false,
      error: tokenAmountMessages(WHOLE).format,
    });
    expect(readTokenAmount('', SBTC)).toEqual({ valid: false, error: 'Enter an amount in sBTC' });
    expect(readTokenAmount('1,5', SBTC)).toEqual({
      valid: false,
      error: tokenAmountMessages(SBTC).comma,
    });
  });

  it('reads back what formatTokenAmount writes, for any decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }),
        fc.integer({ min: 0, max: 18 }),
        (baseUnits, decimals) => {
          const unit = { symbol: 'TKN', decimals };
          const text = formatTokenAmount(baseUnits, unit).replace(/ TKN$/, '');
          expect(readTokenAmount(text, unit)).toEqual({ valid: true, baseUnits });
        },
      ),
    );
  });
});

describe('formatTokenAmount', () => {
  it.each([
    [123_456_789n, SBTC, '1.23456789 sBTC'],
    [100_000_000n, SBTC, '1 sBTC'],
    [12_500_000n, { symbol: 'WSTX', decimals: 6 }, '12.5 WSTX'],
    [1_234_567n, WHOLE, '1,234,567 BADGE'],
    ['5', SBTC, '0.00000005 sBTC'],
  ])('writes %s as %j', (baseUnits, unit, text) => {
    expect(formatTokenAmount(baseUnits, unit)).toBe(text);
  });
});
