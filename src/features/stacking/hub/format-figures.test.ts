import { describe, expect, it } from 'vitest';
import {
  formatApproximateDate,
  formatCompactStx,
  formatDays,
  formatPercent,
  formatTokenAmount,
} from './format-figures';

describe('format-figures', () => {
  it('writes percentages with one decimal', () => {
    expect(formatPercent(0.0912)).toBe('9.1%');
    expect(formatPercent(0.05)).toBe('5.0%');
    expect(formatPercent(0)).toBe('0.0%');
  });

  it('writes TVL compactly in STX', () => {
    expect(formatCompactStx(41_286_530.25)).toBe('41.3M STX');
    expect(formatCompactStx(9_870_312.4)).toBe('9.9M STX');
    expect(formatCompactStx(950)).toBe('950 STX');
    expect(formatCompactStx(0)).toBe('0 STX');
  });

  it('has no figure, never a made-up one, when the source gave none', () => {
    expect(formatPercent(null)).toBeUndefined();
    expect(formatPercent(undefined)).toBeUndefined();
    expect(formatCompactStx(null)).toBeUndefined();
  });

  it('writes days in words', () => {
    expect(formatDays(5.3)).toBe('5.3 days');
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(0.4)).toBe('less than a day');
  });

  it('writes token amounts with six decimals at most and the symbol', () => {
    expect(formatTokenAmount(1_234_500_000n, 'stSTX')).toBe('1,234.5 stSTX');
    expect(formatTokenAmount(1n, 'LiSTX')).toBe('0.000001 LiSTX');
    expect(formatTokenAmount(0n, 'LiSTX')).toBe('0 LiSTX');
  });

  it('writes a date without a time of day', () => {
    expect(formatApproximateDate(new Date(2026, 11, 5, 13, 45))).toBe('Dec 5, 2026');
  });
});
