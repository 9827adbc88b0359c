import { describe, expect, it } from 'vitest';
import { formatActivityAmount } from './format-activity-amount';

describe('formatActivityAmount', () => {
  it('writes the amount with the token decimals and unit, exactly', () => {
    expect(
      formatActivityAmount({ direction: 'out', baseUnits: 12_500_000n, decimals: 6, unit: 'STX' }),
    ).toBe('12.5 STX');
    expect(
      formatActivityAmount({ direction: 'in', baseUnits: 40_000n, decimals: 8, unit: 'sBTC' }),
    ).toBe('0.0004 sBTC');
    // Beyond a float's precision: every digit stays.
    expect(
      formatActivityAmount({
        direction: 'in',
        baseUnits: 123_456_789_012_345_678_901n,
        decimals: 6,
        unit: 'STX',
      }),
    ).toBe('123,456,789,012,345.678901 STX');
  });

  it('says the amount is in base units while the decimals are unknown', () => {
    expect(
      formatActivityAmount({
        direction: 'in',
        baseUnits: 1500n,
        decimals: undefined,
        unit: 'SP000.token::coin',
      }),
    ).toBe('1,500 base units of SP000.token::coin');
  });
});
