import { Cl, serializeCV } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { CLARITY_TEXT_MAX_CHARS, parseClarityValue } from './parse-clarity-value';

const ADDRESS = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';
const MAINNET = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';
const UINT_MAX = 2n ** 128n - 1n;
const INT_MAX = 2n ** 127n - 1n;
const INT_MIN = -(2n ** 127n);

function valueOf(text: string) {
  const result = parseClarityValue(text);
  if (!result.ok) throw new Error(`expected ${text} to parse: ${result.message}`);
  return result.value;
}

function messageOf(text: string): string {
  const result = parseClarityValue(text);
  if (result.ok) throw new Error(`expected ${text} to fail`);
  return result.message;
}

describe('parseClarityValue', () => {
  it.each([
    ['u0', Cl.uint(0)],
    ['u007', Cl.uint(7)],
    [`u${UINT_MAX}`, Cl.uint(UINT_MAX)],
    ['0', Cl.int(0)],
    ['-5', Cl.int(-5)],
    [`${INT_MAX}`, Cl.int(INT_MAX)],
    [`${INT_MIN}`, Cl.int(INT_MIN)],
    ['true', Cl.bool(true)],
    ['false', Cl.bool(false)],
    ['none', Cl.none()],
    [`'${ADDRESS}`, Cl.standardPrincipal(ADDRESS)],
    [`'${MAINNET}`, Cl.standardPrincipal(MAINNET)],
    [`'${ADDRESS}.devnet-token`, Cl.contractPrincipal(ADDRESS, 'devnet-token')],
    ['0x', Cl.bufferFromHex('')],
    ['0xDEADbeef', Cl.bufferFromHex('deadbeef')],
    ['""', Cl.stringAscii('')],
    ['"say \\"hi\\"\\n\\t\\\\ \\r"', Cl.stringAscii('say "hi"\n\t\\ \r')],
    ['u"caf\\u{e9} ☕ \\u{1F600}"', Cl.stringUtf8('café ☕ 😀')],
    ['u"\\""', Cl.stringUtf8('"')],
    ['(some u1)', Cl.some(Cl.uint(1))],
    ['(ok true)', Cl.ok(Cl.bool(true))],
    ['(err u20)', Cl.error(Cl.uint(20))],
    ['(list)', Cl.list([])],
    ['(list u1 u2 u3)', Cl.list([Cl.uint(1), Cl.uint(2), Cl.uint(3)])],
    ['(list none (some u1))', Cl.list([Cl.none(), Cl.some(Cl.uint(1))])],
    ['(list (ok u1) (err "no"))', Cl.list([Cl.ok(Cl.uint(1)), Cl.error(Cl.stringAscii('no'))])],
    ['(list 0x01 0x0203)', Cl.list([Cl.bufferFromHex('01'), Cl.bufferFromHex('0203')])],
    ['(list (list) (list u1))', Cl.list([Cl.list([]), Cl.list([Cl.uint(1)])])],
    ['(tuple (a u1) (b-c true))', Cl.tuple({ a: Cl.uint(1), 'b-c': Cl.bool(true) })],
    ['{a: u1, b: true}', Cl.tuple({ a: Cl.uint(1), b: Cl.bool(true) })],
    ['{a:u1,b:true,}', Cl.tuple({ a: Cl.uint(1), b: Cl.bool(true) })],
    [
      '{name: "Satchel", version: "1.0.0", chain-id: u2147483648}',
      Cl.tuple({
        name: Cl.stringAscii('Satchel'),
        version: Cl.stringAscii('1.0.0'),
        'chain-id': Cl.uint(2147483648),
      }),
    ],
    [
      '  ;; a comment\n (some ;; inside\n {a: (list u1)})\n;; trailing',
      Cl.some(Cl.tuple({ a: Cl.list([Cl.uint(1)]) })),
    ],
  ])('reads %s', (text, expected) => {
    expect(valueOf(text)).toEqual(expected);
  });

  it('gives values the library serializes, as the chain would take them', () => {
    const value = valueOf(`{to: '${ADDRESS}.devnet-token, amount: u100, memo: (some 0x00)}`);
    expect(serializeCV(value)).toBe(
      serializeCV(
        Cl.tuple({
          to: Cl.contractPrincipal(ADDRESS, 'devnet-token'),
          amount: Cl.uint(100),
          memo: Cl.some(Cl.bufferFromHex('00')),
        }),
      ),
    );
  });

  it.each([
    ['', 'Expected a value at character 1 (the end)'],
    ['(some u1', 'Expected ) at character 9 (the end)'],
    ['(some u1 u2)', 'Expected ) at character 10'],
    ['(tuple (a u1) (b u2)', 'Expected ( to start a (key value) pair at character 21 (the end)'],
    ['u1 u2', 'Expected the end of the value at character 4'],
    [`u${UINT_MAX + 1n}`, 'is larger than the largest uint'],
    [`u${'9'.repeat(5000)}`, 'is larger than the largest uint'],
    [`${INT_MAX + 1n}`, 'outside the int range'],
    [`${INT_MIN - 1n}`, 'outside the int range'],
    ['u-1', 'is not a number at character 1'],
    ['12abc', 'is not a number at character 1'],
    ['0x123', 'odd number of hex digits'],
    ['0xzz', 'is not hex'],
    ['maybe', 'Unknown value maybe at character 1'],
    [ADDRESS, "A principal starts with '"],
    ['.token', 'Write the contract principal in full'],
    [`'${ADDRESS.slice(0, -1)}A`, 'checksum'],
    ["'SX123", 'Invalid standard Stacks principal address'],
    [`'${ADDRESS}.`, 'Invalid contract principal'],
    [`'${ADDRESS}.${'a'.repeat(128)}`, 'Contract name must be less than 128 bytes'],
    ['"open', 'Expected " to close the string that starts at character 1'],
    ['"café"', 'A string-ascii takes printable ASCII only; at character 5'],
    ['"\\q"', 'Unknown escape \\q at character 2'],
    ['"\\u{41}"', 'Unknown escape \\u at character 2'],
    ['u"\\u{110000}"', 'is not a Unicode character'],
    ['u"\\u{d800}"', 'is not a Unicode character'],
    ['u"\\u41"', 'Expected \\u{hex digits}'],
    ['u"\ud800"', 'Invalid character at character 3'],
    ['(maybe u1)', 'Unknown form (maybe at character 2'],
    ['()', 'Expected some, ok, err, list or tuple after ( at character 2'],
    ['(list u1 1)', 'The list item at character 10 has another type'],
    ['(list (some u1) (some 1))', 'another type'],
    ['(list {a: u1} {b: u1})', 'another type'],
    ['(list (ok u1) (ok 1))', 'another type'],
    ['(tuple)', 'A tuple needs at least one key'],
    ['{}', 'A tuple needs at least one key'],
    ['{a: u1, a: u2}', 'The tuple repeats the key a at character 9'],
    ['{1a: u1}', '1a at character 2 is not a tuple key'],
    ['{a u1}', 'Expected : at character 4'],
    ['{a: u1 b: u2}', 'Expected , or } at character 8'],
    ['; single', 'Expected ;; to start a comment at character 1'],
    [')', 'Expected a value at character 1, found )'],
  ])('refuses %s with words and a place', (text, message) => {
    expect(messageOf(text)).toContain(message);
  });

  it("takes 32 levels of nesting, Clarity's maximum, and no more", () => {
    const nested = (levels: number) => `${'(some '.repeat(levels - 1)}u1${')'.repeat(levels - 1)}`;
    expect(parseClarityValue(nested(32)).ok).toBe(true);
    expect(messageOf(nested(33))).toBe(
      "The value nests deeper than Clarity's 32 levels at character 193",
    );
    // A million open parentheses stop at the second: a form starts with its name.
    expect(messageOf('('.repeat(1_000_000))).toBe(
      'Expected some, ok, err, list or tuple after ( at character 2',
    );
    expect(messageOf('(list '.repeat(100_000))).toContain('nests deeper');
  });

  it('refuses text over 1 MB before reading it', () => {
    expect(messageOf(' '.repeat(CLARITY_TEXT_MAX_CHARS + 1))).toBe(
      'The value is longer than 1 MB of text',
    );
  });

  it('reads a long list in linear time', () => {
    const items = 50_000;
    const started = performance.now();
    const value = valueOf(`(list ${'u12345 '.repeat(items)})`);
    // Generous for a busy 2-core machine; a quadratic reader takes minutes here.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(value).toEqual(Cl.list(Array.from({ length: items }, () => Cl.uint(12345))));
  });
});
