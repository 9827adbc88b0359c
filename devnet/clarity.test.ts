// The devnet writes `repr` the way the Hiro API does (stacks-encoding-native-js
// `Value::repr_string`): the app reads principals, amounts and results out of these strings.
import { Cl } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { clarityRepr, hexRepr } from './clarity.mjs';

const ADDRESS = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';

describe('clarityRepr', () => {
  it('writes principals in Clarity syntax, with the quote', () => {
    expect(clarityRepr(Cl.standardPrincipal(ADDRESS))).toBe(`'${ADDRESS}`);
    expect(clarityRepr(Cl.contractPrincipal(ADDRESS, 'fast-pool'))).toBe(`'${ADDRESS}.fast-pool`);
  });

  it('writes numbers, booleans, buffers and wrappers', () => {
    expect(clarityRepr(Cl.uint(100_000_000n))).toBe('u100000000');
    expect(clarityRepr(Cl.int(-7))).toBe('-7');
    expect(clarityRepr(Cl.bool(true))).toBe('true');
    expect(clarityRepr(Cl.bool(false))).toBe('false');
    expect(clarityRepr(Cl.bufferFromHex('00ff'))).toBe('0x00ff');
    expect(clarityRepr(Cl.bufferFromHex(''))).toBe('0x');
    expect(clarityRepr(Cl.none())).toBe('none');
    expect(clarityRepr(Cl.some(Cl.standardPrincipal(ADDRESS)))).toBe(`(some '${ADDRESS})`);
    expect(clarityRepr(Cl.ok(Cl.uint(7)))).toBe('(ok u7)');
    expect(clarityRepr(Cl.error(Cl.uint(47)))).toBe('(err u47)');
  });

  it('writes lists, the empty one without a trailing space', () => {
    expect(clarityRepr(Cl.list([Cl.uint(1), Cl.uint(2)]))).toBe('(list u1 u2)');
    expect(clarityRepr(Cl.list([]))).toBe('(list)');
  });

  it('writes tuples in the old syntax with the keys sorted, whatever order they were built in', () => {
    expect(clarityRepr(Cl.tuple({ 'unlock-cycle': Cl.uint(5), amount: Cl.uint(1) }))).toBe(
      '(tuple (amount u1) (unlock-cycle u5))',
    );
    expect(clarityRepr(Cl.tuple({}))).toBe('(tuple)');
  });

  it('escapes strings byte by byte, and multi-byte characters as their UTF-8 bytes', () => {
    expect(clarityRepr(Cl.stringAscii('a "b"\n\\'))).toBe('"a \\"b\\"\\n\\\\"');
    expect(clarityRepr(Cl.stringAscii("it's\t\x01"))).toBe('"it\\\'s\\t\\x01"');
    expect(clarityRepr(Cl.stringUtf8('é€ ok'))).toBe('u"\\u{c3a9}\\u{e282ac} ok"');
  });

  it('pairs the repr with the serialized hex', () => {
    expect(hexRepr(Cl.uint(1))).toEqual({
      hex: '0x0100000000000000000000000000000001',
      repr: 'u1',
    });
  });
});
