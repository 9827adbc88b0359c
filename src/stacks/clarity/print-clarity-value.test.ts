import { Cl } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { parseClarityValue } from './parse-clarity-value';
import { printClarityValue } from './print-clarity-value';

const ADDRESS = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';

describe('printClarityValue', () => {
  it.each([
    [Cl.uint(42), 'u42'],
    [Cl.int(-42), '-42'],
    [Cl.bool(true), 'true'],
    [Cl.bool(false), 'false'],
    [Cl.standardPrincipal(ADDRESS), `'${ADDRESS}`],
    [Cl.contractPrincipal(ADDRESS, 'devnet-token'), `'${ADDRESS}.devnet-token`],
    [Cl.bufferFromHex('DEADBEEF'), '0xdeadbeef'],
    [Cl.bufferFromHex(''), '0x'],
    [Cl.stringAscii('say "hi"\n\t\\\r'), '"say \\"hi\\"\\n\\t\\\\\\r"'],
    [Cl.stringUtf8('café ☕ 😀'), 'u"café ☕ 😀"'],
    [Cl.none(), 'none'],
    [Cl.some(Cl.uint(1)), '(some u1)'],
    [Cl.ok(Cl.bool(true)), '(ok true)'],
    [Cl.error(Cl.uint(20)), '(err u20)'],
    [Cl.list([]), '(list)'],
    [Cl.list([Cl.uint(1), Cl.uint(2)]), '(list u1 u2)'],
    [Cl.tuple({ b: Cl.uint(1), a: Cl.list([Cl.none()]) }), '{a: (list none), b: u1}'],
  ])('prints %o as %s', (value, text) => {
    expect(printClarityValue(value)).toBe(text);
  });

  it('shows characters a person could not see as escapes, and reads them back', () => {
    // A right-to-left override, a zero-width space, a no-break space and a bell.
    const hidden = Cl.stringUtf8('a\u202eb\u200bc\u00a0d\u0007');
    const text = printClarityValue(hidden);
    expect(text).toBe('u"a\\u{202e}b\\u{200b}c\\u{a0}d\\u{7}"');
    expect(parseClarityValue(text)).toEqual({ ok: true, value: hidden });
  });

  it('prints an ascii string holding non-ASCII visibly; reading it back says why it is wrong', () => {
    const text = printClarityValue(Cl.stringAscii('café'));
    expect(text).toBe('"caf\\u{e9}"');
    expect(parseClarityValue(text).ok).toBe(false);
  });

  it('prints the library’s number and string forms of integers alike', () => {
    expect(printClarityValue({ ...Cl.uint(1), value: '7' })).toBe('u7');
    expect(printClarityValue({ ...Cl.int(1), value: -7 })).toBe('-7');
  });
});
