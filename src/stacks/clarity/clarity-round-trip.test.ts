import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abiTypeArbitrary, typedValueArbitrary, unicodeChar } from '@/test/clarity-arbitraries';
import { abiArgumentText, readAbiArgument } from './abi-argument';
import { parseClarityValue } from './parse-clarity-value';
import { printClarityValue } from './print-clarity-value';

// Properties over every Clarity type, nested: what is printed reads back the same; what a person
// types never throws. Run counts are fast-check's default 100, each run well under 2 s on a busy
// machine (measured: about 0.2–0.4 s each on 2 shared cores).

/** Fragments of Clarity syntax, so random text often gets deep into the parser. */
const clarityish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '(',
        ')',
        '{',
        '}',
        ':',
        ',',
        ' ',
        '\n',
        ';;',
        ';',
        '"',
        'u"',
        '\\',
        '\\u{',
        'u1',
        '-1',
        '0x',
        '0xab',
        'ff',
        'true',
        'none',
        'some',
        'ok',
        'err',
        'list',
        'tuple',
        'a',
        "'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM",
        '.devnet-token',
      ),
      fc.string({ maxLength: 3 }),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

describe('Clarity values round trip', () => {
  it('prints any value so that it parses back equal', () => {
    fc.assert(
      fc.property(typedValueArbitrary, ({ value }) => {
        expect(parseClarityValue(printClarityValue(value))).toEqual({ ok: true, value });
      }),
    );
  });

  it('reads any value of any ABI type back from its argument text', () => {
    fc.assert(
      fc.property(typedValueArbitrary, ({ type, value }) => {
        expect(readAbiArgument(type, abiArgumentText(type, value))).toEqual({ ok: true, value });
      }),
    );
  });

  it('reads any value of any ABI type back from Clarity syntax too', () => {
    fc.assert(
      fc.property(typedValueArbitrary, ({ type, value }) => {
        // Simple inputs take plain text, not Clarity syntax; compound ones take nothing else.
        const compound =
          typeof type !== 'string' &&
          ('optional' in type || 'list' in type || 'tuple' in type || 'response' in type);
        fc.pre(compound);
        expect(readAbiArgument(type, printClarityValue(value))).toEqual({ ok: true, value });
      }),
    );
  });

  it('never throws on random text, and what it accepts prints back the same', () => {
    fc.assert(
      fc.property(fc.oneof(clarityish, fc.string({ unit: unicodeChar })), (text) => {
        const result = parseClarityValue(text);
        if (result.ok) {
          expect(parseClarityValue(printClarityValue(result.value))).toEqual(result);
        } else {
          expect(result.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('never throws reading random text as an argument of any type', () => {
    fc.assert(
      fc.property(abiTypeArbitrary, fc.oneof(clarityish, fc.string()), (type, text) => {
        const result = readAbiArgument(type, text);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});
