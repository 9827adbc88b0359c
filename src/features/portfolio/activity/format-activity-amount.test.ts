import { describe, expect, it } from 'vitest';
import { formatActivityAmount, shortActivityUnit } from './format-activity-amount';

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

  it('shows a contract’s name without its address, and cuts a long id in the middle', () => {
    const nft = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.devnet-nft::nft u3';
    expect(formatActivityAmount({ direction: 'in', baseUnits: 1n, decimals: 0, unit: nft })).toBe(
      '1 devnet-nft::nft u3',
    );
    const long = `SP2C2YFP12AJZB4MABJBAJ55XECVS7E4PMMZ89YZR.collection::item 0x${'ab'.repeat(5000)}`;
    const shown = shortActivityUnit(long);
    expect(shown.length).toBeLessThanOrEqual(40);
    expect(shown).toMatch(/^collection::item 0x…[ab]+$/);
  });
});
