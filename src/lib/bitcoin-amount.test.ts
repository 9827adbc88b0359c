import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BITCOIN_AMOUNT_MESSAGES,
  formatBtc,
  formatSats,
  MAX_SATS,
  readBitcoinAmount,
  SATS_PER_BTC,
} from './bitcoin-amount';

const satsOf = (text: string, unit: 'BTC' | 'sats') => {
  const reading = readBitcoinAmount(text, unit);
  return reading.valid ? reading.sats : undefined;
};

describe('readBitcoinAmount', () => {
  it.each([
    ['1', 'BTC', 100_000_000n],
    ['0.00000001', 'BTC', 1n],
    ['0.5', 'BTC', 50_000_000n],
    ['1,000.12345678', 'BTC', 100_012_345_678n],
    ['21,000,000', 'BTC', MAX_SATS],
    ['1', 'sats', 1n],
    ['12,345', 'sats', 12_345n],
    [' 546 ', 'sats', 546n],
  ] as const)('reads %j %s', (text, unit, sats) => {
    expect(satsOf(text, unit)).toBe(sats);
  });

  it.each([
    ['0.000000001', 'BTC', BITCOIN_AMOUNT_MESSAGES.BTC.format],
    ['1.5', 'sats', BITCOIN_AMOUNT_MESSAGES.sats.format],
    ['1,5', 'BTC', BITCOIN_AMOUNT_MESSAGES.BTC.comma],
    ['1,5', 'sats', BITCOIN_AMOUNT_MESSAGES.sats.comma],
    ['', 'BTC', 'Enter an amount in BTC'],
    ['-1', 'sats', BITCOIN_AMOUNT_MESSAGES.sats.format],
    ['1e3', 'sats', BITCOIN_AMOUNT_MESSAGES.sats.format],
  ] as const)('refuses %j %s in words', (text, unit, error) => {
    expect(readBitcoinAmount(text, unit)).toEqual({ valid: false, error });
  });

  it('says how many decimals each unit takes', () => {
    expect(BITCOIN_AMOUNT_MESSAGES.BTC.format).toMatch(/at most 8 decimals/);
    expect(BITCOIN_AMOUNT_MESSAGES.sats.format).toMatch(/whole number/);
  });
});

describe('BTC and sats agree exactly (property tests)', () => {
  const sats = fc.bigInt({ min: 0n, max: MAX_SATS });

  it('any sats amount written in BTC reads back as the same sats, and in sats too', () => {
    fc.assert(
      fc.property(sats, (amount) => {
        const btcText = formatBtc(amount).replace(/ BTC$/, '');
        const satsText = formatSats(amount).replace(/ sats?$/, '');
        expect(satsOf(btcText, 'BTC')).toBe(amount);
        expect(satsOf(satsText, 'sats')).toBe(amount);
      }),
    );
  });

  it('a BTC amount with up to 8 decimals is exactly whole × 10^8 + fraction', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 21_000_000n }),
        fc.stringMatching(/^\d{0,8}$/),
        (whole, fraction) => {
          const text = fraction ? `${whole}.${fraction}` : String(whole);
          expect(satsOf(text, 'BTC')).toBe(
            whole * SATS_PER_BTC + BigInt(fraction.padEnd(8, '0') || '0'),
          );
        },
      ),
    );
  });

  it('never reads a text with a ninth decimal', () => {
    fc.assert(
      fc.property(fc.nat(), fc.stringMatching(/^\d{9,12}$/), (whole, fraction) => {
        expect(readBitcoinAmount(`${whole}.${fraction}`, 'BTC').valid).toBe(false);
      }),
    );
  });
});

describe('formatting', () => {
  it('BTC drops trailing zeros, sats groups thousands', () => {
    expect(formatBtc(12_345n)).toBe('0.00012345 BTC');
    expect(formatBtc(100_000_000n)).toBe('1 BTC');
    expect(formatSats(1_000_000n)).toBe('1,000,000 sats');
    expect(formatSats(1n)).toBe('1 sat');
  });
});
