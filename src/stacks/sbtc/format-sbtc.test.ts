import { describe, expect, it } from 'vitest';
import { formatSats } from '@/lib/bitcoin-amount';
import { formatSbtc } from './format-sbtc';

describe('formatSbtc', () => {
  it('writes sats as sBTC with up to 8 decimals, no trailing zeros', () => {
    expect(formatSbtc(84_999n)).toBe('0.00084999 sBTC');
    expect(formatSbtc(100_000_000n)).toBe('1 sBTC');
    expect(formatSbtc(123_450_000_000n)).toBe('1,234.5 sBTC');
    expect(formatSbtc(0n)).toBe('0 sBTC');
    expect(formatSbtc(1n)).toBe('0.00000001 sBTC');
  });

  it('keeps the sign of a negative figure', () => {
    expect(formatSbtc(-5n)).toBe('−0.00000005 sBTC');
  });
});

describe('formatSats', () => {
  it('groups thousands and says sat for one', () => {
    expect(formatSats(84_999n)).toBe('84,999 sats');
    expect(formatSats(1n)).toBe('1 sat');
  });
});
