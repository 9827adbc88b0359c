import { describe, expect, it } from 'vitest';
import { formatDecimalAmount, readDecimalAmount } from './decimal-amount';

// The rule's cases (commas, decimals, refusals) are tested through its STX form in
// micro-stx.test.ts and its Bitcoin forms in bitcoin-amount.test.ts; here, what only the
// generic reader shows.
describe('readDecimalAmount', () => {
  it('reads any number of decimals the unit has', () => {
    expect(readDecimalAmount('1.5', { unit: 'TKN', decimals: 2 })).toEqual({
      valid: true,
      units: 150n,
    });
    expect(readDecimalAmount('1.555', { unit: 'TKN', decimals: 2 })).toEqual({
      valid: false,
      error: 'Enter an amount in TKN as a number, like 25 or 12.5 (at most 2 decimals)',
    });
    expect(readDecimalAmount('7', { unit: 'NFT', decimals: 0 })).toEqual({
      valid: true,
      units: 7n,
    });
  });

  it('formats units with their decimals', () => {
    expect(formatDecimalAmount(123_450n, 4)).toBe('12.345');
    expect(formatDecimalAmount(-5n, 0)).toBe('−5');
  });
});
