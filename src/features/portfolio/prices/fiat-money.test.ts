import { describe, expect, it } from 'vitest';
import { currencyMinorDigits } from '@/lib/format-number';
import { fiatMinorUnits, formatFiat, scaledPrice } from './fiat-money';

describe('fiat money', () => {
  it('values base units at a price to the cent, rounding half up', () => {
    // 1,345.25 STX at $0.62 = $834.055 → $834.06.
    expect(fiatMinorUnits(1_345_250_000n, 6, scaledPrice(0.62, 1), 2)).toBe(83_406n);
    // 0.025 sBTC (8 decimals) at $97,000 = $2,425.00.
    expect(fiatMinorUnits(2_500_000n, 8, scaledPrice(97_000, 1), 2)).toBe(242_500n);
  });

  it('converts through the USD rate and uses the currency’s minor digits', () => {
    expect(currencyMinorDigits('USD')).toBe(2);
    expect(currencyMinorDigits('JPY')).toBe(0);
    // 10 STX at $0.62 × 151.2 ¥/$ = ¥937.44 → ¥937.
    expect(fiatMinorUnits(10_000_000n, 6, scaledPrice(0.62, 151.2), 0)).toBe(937n);
  });

  it('keeps tiny prices and huge balances exact', () => {
    // A token at $0.000000423 (Leather's e2e LONGcoin): 1e12 whole tokens = $423,000.
    expect(fiatMinorUnits(10n ** 18n, 6, scaledPrice(4.23e-7, 1), 2)).toBe(42_300_000n);
    expect(fiatMinorUnits(0n, 6, scaledPrice(0.62, 1), 2)).toBe(0n);
  });

  it('formats minor units without a float', () => {
    expect(formatFiat(83_406n, 'USD', 2)).toBe('$834.06');
    expect(formatFiat(5n, 'EUR', 2)).toBe('€0.05');
    expect(formatFiat(937n, 'JPY', 0)).toBe('¥937');
    expect(formatFiat(123_456_789_012_345_678_901n, 'USD', 2)).toBe(
      '$1,234,567,890,123,456,789.01',
    );
  });
});
