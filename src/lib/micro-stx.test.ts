import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMicroStx,
  MICRO_STX_PER_STX,
  parseStxAmount,
  readStxAmount,
  STX_AMOUNT_MESSAGES,
} from './micro-stx';

const U64_MAX = 2n ** 64n - 1n;

describe('parseStxAmount', () => {
  it.each([
    ['1', 1_000_000n],
    ['0.000001', 1n],
    ['12.5', 12_500_000n],
    [' 1,000.25 ', 1_000_250_000n],
    ['1,000.5', 1_000_500_000n],
    ['12,345', 12_345_000_000n],
    ['1,234,567.000001', 1_234_567_000_001n],
    ['100000000', 100_000_000_000_000n],
    ['3.', 3_000_000n],
  ])('reads %j', (text, expected) => {
    expect(parseStxAmount(text)).toBe(expected);
  });

  it.each(['', '-1', '1e6', '0.0000001', 'abc', '1.2.3', '.5', '1,5', ',5'])(
    'refuses %j',
    (text) => {
      expect(parseStxAmount(text)).toBeUndefined();
    },
  );
});

describe('readStxAmount', () => {
  // A decimal comma (many locales' keypads) must never be read as grouping: "1,5" is not 15.
  it.each([
    '1,5',
    ',5',
    '1,50',
    '1,,000',
    '1,000,0',
    '1.000,5',
    '0,000001',
    '1234,567',
    '1,000.5,0',
    '0,500',
    '00,001',
    '0,001.5',
    '012,345',
  ])('refuses %j and says to use a point for decimals', (text) => {
    expect(readStxAmount(text)).toEqual({ valid: false, error: STX_AMOUNT_MESSAGES.comma });
  });

  it.each([
    ['', STX_AMOUNT_MESSAGES.empty],
    ['   ', STX_AMOUNT_MESSAGES.empty],
    ['twenty', STX_AMOUNT_MESSAGES.format],
    ['1.2345678', STX_AMOUNT_MESSAGES.format],
    ['1,000 STX', STX_AMOUNT_MESSAGES.format],
    ['+1', STX_AMOUNT_MESSAGES.format],
  ])('refuses %j with the words for it', (text, error) => {
    expect(readStxAmount(text)).toEqual({ valid: false, error });
  });
});

/** µSTX written as a person might type it: plain or grouped by thousands, with 0–6 decimals. */
function typedForms(microStx: bigint, extraZeros: number): string[] {
  const whole = (microStx / MICRO_STX_PER_STX).toString();
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const exactFraction = (microStx % MICRO_STX_PER_STX)
    .toString()
    .padStart(6, '0')
    .replace(/0+$/, '');
  const fraction = exactFraction.padEnd(Math.min(6, exactFraction.length + extraZeros), '0');
  const decimals = fraction ? `.${fraction}` : '';
  return [`${whole}${decimals}`, `${grouped}${decimals}`];
}

/** A comma-carrying number whose commas do not all sit between thousands. */
const misplacedComma = fc
  .record({
    firstGroup: fc.stringMatching(/^\d{0,6}$/),
    laterGroups: fc.array(fc.stringMatching(/^\d{0,5}$/), { minLength: 1, maxLength: 4 }),
    decimals: fc.option(fc.stringMatching(/^[\d,]{0,6}$/), { nil: undefined }),
  })
  .filter(
    ({ firstGroup, laterGroups, decimals }) =>
      firstGroup.length < 1 ||
      firstGroup.length > 3 ||
      firstGroup.startsWith('0') ||
      laterGroups.some((group) => group.length !== 3) ||
      (decimals?.includes(',') ?? false),
  )
  .map(
    ({ firstGroup, laterGroups, decimals }) =>
      [firstGroup, ...laterGroups].join(',') + (decimals === undefined ? '' : `.${decimals}`),
  );

describe('readStxAmount never returns a value a person did not type', () => {
  it('reads every µSTX amount back exactly, written plain or grouped', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: U64_MAX }), fc.nat(6), (microStx, extraZeros) => {
        for (const text of typedForms(microStx, extraZeros)) {
          expect(readStxAmount(text), text).toEqual({ valid: true, microStx });
        }
      }),
    );
  });

  it('refuses any comma that is not between groups of thousands', () => {
    fc.assert(
      fc.property(misplacedComma, (text) => {
        expect(readStxAmount(text), text).toEqual({
          valid: false,
          error: STX_AMOUNT_MESSAGES.comma,
        });
      }),
    );
  });

  it('accepts commas only between thousands, and then exactly the number typed', () => {
    // Digits and separators, commas weighted up, and a few characters no amount has.
    const typedCharacter = fc.constantFrom(
      ...['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '.', ',', ',', ',', ' ', '-', 'e', '+'],
    );
    const anyText = fc.array(typedCharacter, { maxLength: 14 }).map((chars) => chars.join(''));
    // Near misses: an amount written correctly, then one character typed in or left out.
    const nearMiss = fc
      .tuple(
        fc.bigInt({ min: 0n, max: U64_MAX }),
        fc.nat(6),
        fc.boolean(),
        fc.nat(),
        typedCharacter,
      )
      .map(([microStx, extraZeros, grouped, at, character]) => {
        const text = typedForms(microStx, extraZeros)[grouped ? 1 : 0] ?? '';
        const cut = at % (text.length + 1);
        return at % 2 === 0
          ? text.slice(0, cut) + character + text.slice(cut)
          : text.slice(0, cut) + text.slice(cut + 1);
      });
    fc.assert(
      fc.property(fc.oneof(anyText, nearMiss), (text) => {
        const reading = readStxAmount(text);
        if (!reading.valid) return;
        // A comma only ever stands between thousands, so it never changes the value typed.
        const [typedWhole = '', ...afterPoint] = text.trim().split('.');
        const [firstGroup = '', ...laterGroups] = typedWhole.split(',');
        expect(firstGroup.length, text).toBeGreaterThanOrEqual(1);
        if (laterGroups.length > 0) {
          expect(firstGroup.length, text).toBeLessThanOrEqual(3);
          // "0,500" is someone's 0.5: a grouped number never starts with a zero.
          expect(firstGroup, text).not.toMatch(/^0/);
        }
        for (const group of laterGroups) expect(group, text).toHaveLength(3);
        expect(afterPoint.join('.'), text).not.toContain(',');
        // Checked without the parser: the digits typed, as a number, against the value formatted.
        const digits = text.trim().replaceAll(',', '');
        expect(digits).toMatch(/^\d+(\.\d{0,6})?$/);
        const [whole = '', fraction = ''] = digits.split('.');
        const significantFraction = fraction.replace(/0+$/, '');
        const typedValue =
          whole.replace(/^0+(?=\d)/, '') + (significantFraction ? `.${significantFraction}` : '');
        expect(formatMicroStx(reading.microStx).replace(/ STX$/, '').replaceAll(',', '')).toBe(
          typedValue,
        );
      }),
      { numRuns: 2_000 },
    );
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
