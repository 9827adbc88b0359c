import { describe, expect, it } from 'vitest';
import { computeAllocation, OTHER_LABEL, type AllocationInput } from './allocation';

const input = (key: AllocationInput['key'], value: bigint | undefined): AllocationInput => ({
  key,
  label: key,
  value,
});

describe('computeAllocation', () => {
  it('sorts the assets largest first, with exact shares', () => {
    const result = computeAllocation([input('stx-available', 25_00n), input('btc', 75_00n)]);
    expect(result.total).toBe(100_00n);
    expect(result.rows).toEqual([
      { key: 'btc', label: 'btc', value: 75_00n, shareTenths: 750 },
      { key: 'stx-available', label: 'stx-available', value: 25_00n, shareTenths: 250 },
    ]);
  });

  it('groups every asset under 1 % as Other, after the others', () => {
    const result = computeAllocation([
      input('stx-available', 9_900n),
      input('stx-locked', 50n),
      input('tokens', 49n),
      input('sbtc', 1n),
    ]);
    expect(result.total).toBe(10_000n);
    expect(result.rows.map(({ key, value }) => [key, value])).toEqual([
      ['stx-available', 9_900n],
      ['other', 100n],
    ]);
    expect(result.rows[1]?.label).toBe(OTHER_LABEL);
    expect(result.rows.map(({ shareTenths }) => shareTenths)).toEqual([990, 10]);
  });

  it('keeps an asset of exactly 1 % on its own', () => {
    const result = computeAllocation([input('btc', 99n), input('sbtc', 1n)]);
    expect(result.rows.map(({ key }) => key)).toEqual(['btc', 'sbtc']);
  });

  it('rounds so the shares add up to exactly 100 %', () => {
    const thirds = computeAllocation([
      input('stx-available', 1n),
      input('stx-locked', 1n),
      input('btc', 1n),
    ]);
    expect(thirds.rows.map(({ shareTenths }) => shareTenths)).toEqual([334, 333, 333]);

    const uneven = computeAllocation([
      input('btc', 2n),
      input('sbtc', 2n),
      input('tokens', 2n),
      input('stx-available', 1n),
    ]);
    const shares = uneven.rows.map(({ shareTenths }) => shareTenths);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(1000);
    // 2/7 = 28.571…, 1/7 = 14.285…: the largest remainders get the missing tenths.
    expect(shares).toEqual([286, 286, 285, 143]);
  });

  it('gives no rows, and no division by zero, when nothing has value', () => {
    expect(computeAllocation([])).toEqual({ total: 0n, rows: [] });
    expect(computeAllocation([input('stx-available', 0n), input('stx-locked', 0n)])).toEqual({
      total: 0n,
      rows: [],
    });
  });

  it('leaves the assets without a price out of the total', () => {
    const result = computeAllocation([
      input('stx-available', 500n),
      input('tokens', undefined),
      input('btc', undefined),
    ]);
    expect(result.total).toBe(500n);
    expect(result.rows).toEqual([
      { key: 'stx-available', label: 'stx-available', value: 500n, shareTenths: 1000 },
    ]);
  });

  it('works on amounts far beyond a float’s precision', () => {
    const huge = 10n ** 30n;
    const result = computeAllocation([input('btc', huge + 1n), input('sbtc', huge)]);
    expect(result.total).toBe(2n * huge + 1n);
    expect(result.rows.map(({ shareTenths }) => shareTenths)).toEqual([500, 500]);
  });
});
