import { describe, expect, it } from 'vitest';
import { formatMicroStx, parseStxAmount } from './micro-stx';

describe('parseStxAmount', () => {
  it.each([
    ['1', 1_000_000n],
    ['0.000001', 1n],
    ['12.5', 12_500_000n],
    [' 1,000.25 ', 1_000_250_000n],
    ['100000000', 100_000_000_000_000n],
    ['3.', 3_000_000n],
  ])('reads %j', (text, expected) => {
    expect(parseStxAmount(text)).toBe(expected);
  });

  it.each(['', '-1', '1e6', '0.0000001', 'abc', '1.2.3', '.5'])('refuses %j', (text) => {
    expect(parseStxAmount(text)).toBeUndefined();
  });
});

describe('formatMicroStx', () => {
  it.each([
    [0n, '0 STX'],
    [1n, '0.000001 STX'],
    [1_500_000n, '1.5 STX'],
    ['100000000000000', '100,000,000 STX'],
    [-360n, '−0.00036 STX'],
  ])('formats %s', (value, expected) => {
    expect(formatMicroStx(value)).toBe(expected);
  });
});
