import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyMinorDigits,
  formatBasisPointsAsPercent,
  formatCompactNumber,
  formatCurrency,
  formatNumber,
  formatPercent,
} from './format-number';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [1234, '1,234'],
    [1_234_567, '1,234,567'],
    [1.23456, '1.235'],
    [10n ** 21n, '1,000,000,000,000,000,000,000'],
  ])('writes %s as %j', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it('keeps the decimals it is told', () => {
    expect(formatNumber(5.26, { maximumFractionDigits: 1 })).toBe('5.3');
    expect(formatNumber(1.04831, { maximumFractionDigits: 4 })).toBe('1.0483');
    expect(formatNumber(2, { minimumFractionDigits: 1 })).toBe('2.0');
  });

  it('writes every digit of any whole number, grouped by thousands', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 128n }), (value) => {
        const text = formatNumber(value);
        expect(text).toMatch(/^\d{1,3}(,\d{3})*$/);
        expect(text.replaceAll(',', '')).toBe(value.toString());
      }),
    );
  });

  it('writes a safe integer as its bigint', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (value) => {
        expect(formatNumber(value)).toBe(formatNumber(BigInt(value)));
      }),
    );
  });
});

describe('formatCompactNumber', () => {
  it.each([
    [62_718_455.12, '62.7M'],
    [950_000, '950K'],
    [12, '12'],
  ])('writes %s as %j', (value, text) => {
    expect(formatCompactNumber(value)).toBe(text);
  });
});

describe('formatPercent', () => {
  it.each([
    [5, '5 %'],
    [2.5, '2.5 %'],
    [1.255, '1.26 %'],
    [0, '0 %'],
  ])('writes %s as %j', (percent, text) => {
    expect(formatPercent(percent)).toBe(text);
  });

  it('writes tenths of a percent with exactly one decimal, as the allocation shows its shares', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (tenths) => {
        expect(formatPercent(tenths / 10, { minimumFractionDigits: 1 })).toBe(
          `${Math.floor(tenths / 10)}.${tenths % 10} %`,
        );
      }),
    );
  });

  it('writes basis points as a percentage, exact to the basis point', () => {
    expect(formatBasisPointsAsPercent(500)).toBe('5 %');
    expect(formatBasisPointsAsPercent(125)).toBe('1.25 %');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999 }), (bips) => {
        const text = formatBasisPointsAsPercent(bips);
        expect(text).toMatch(/^\d+(\.\d{1,2})? %$/);
        expect(Math.round(Number(text.slice(0, -2)) * 100)).toBe(bips);
      }),
    );
  });
});

describe('currencies', () => {
  it('knows each currency’s minor digits', () => {
    expect(currencyMinorDigits('USD')).toBe(2);
    expect(currencyMinorDigits('JPY')).toBe(0);
  });

  it('writes a decimal string without rounding it through a float', () => {
    expect(formatCurrency('834.06', 'USD', 2)).toBe('$834.06');
    expect(formatCurrency('937', 'JPY', 0)).toBe('¥937');
    expect(formatCurrency('1234567890123456789.01', 'USD', 2)).toBe(
      '$1,234,567,890,123,456,789.01',
    );
  });
});
