import { Cl, type ClarityValue } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import {
  abiArgumentText,
  argumentInputKind,
  checkAbiValue,
  describeAbiType,
  readAbiArgument,
} from './abi-argument';
import type { ClarityAbiType } from './clarity-abi';

const ADDRESS = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';
const TOKEN = `${ADDRESS}.devnet-token`;

const BUFF_4 = { buffer: { length: 4 } } as const;
const ASCII_5 = { 'string-ascii': { length: 5 } } as const;
const UTF8_3 = { 'string-utf8': { length: 3 } } as const;
const LIST_2_UINT = { list: { type: 'uint128', length: 2 } } as const;
const TUPLE = {
  tuple: [
    { name: 'amount', type: 'uint128' },
    { name: 'memo', type: { optional: BUFF_4 } },
  ],
} as const satisfies ClarityAbiType;
const RESPONSE = { response: { ok: 'bool', error: 'uint128' } } as const;

function messageOf(type: ClarityAbiType, text: string): string {
  const result = readAbiArgument(type, text);
  if (result.ok) throw new Error(`expected ${text} to be refused`);
  return result.message;
}

describe('argumentInputKind', () => {
  it.each<[ClarityAbiType, string]>([
    ['uint128', 'uint'],
    ['int128', 'int'],
    ['bool', 'bool'],
    ['principal', 'principal'],
    ['trait_reference', 'principal'],
    [BUFF_4, 'buffer'],
    [ASCII_5, 'string-ascii'],
    [UTF8_3, 'string-utf8'],
    [{ optional: 'uint128' }, 'clarity'],
    [LIST_2_UINT, 'clarity'],
    [TUPLE, 'clarity'],
    [RESPONSE, 'clarity'],
    ['none', 'clarity'],
  ])('%o takes %s', (type, kind) => {
    expect(argumentInputKind(type)).toBe(kind);
  });
});

describe('describeAbiType', () => {
  it.each<[ClarityAbiType, string]>([
    ['uint128', 'uint'],
    ['int128', 'int'],
    ['bool', 'bool'],
    ['principal', 'principal'],
    ['trait_reference', '<trait>'],
    ['none', 'none'],
    [{ buffer: { length: 32 } }, '(buff 32)'],
    [{ 'string-ascii': { length: 40 } }, '(string-ascii 40)'],
    [{ 'string-utf8': { length: 40 } }, '(string-utf8 40)'],
    [{ optional: 'uint128' }, '(optional uint)'],
    [{ list: { type: 'uint128', length: 10 } }, '(list 10 uint)'],
    [TUPLE, '(tuple (amount uint) (memo (optional (buff 4))))'],
    [RESPONSE, '(response bool uint)'],
  ])('%o is %s', (type, text) => {
    expect(describeAbiType(type)).toBe(text);
  });
});

describe('readAbiArgument, simple types as plain text', () => {
  it.each<[ClarityAbiType, string, ClarityValue]>([
    ['uint128', ' 42 ', Cl.uint(42)],
    ['uint128', 'u42', Cl.uint(42)],
    ['uint128', `${2n ** 128n - 1n}`, Cl.uint(2n ** 128n - 1n)],
    ['int128', '-42', Cl.int(-42)],
    ['uint128', `${'0'.repeat(50)}7`, Cl.uint(7)],
    ['int128', `-${'0'.repeat(50)}7`, Cl.int(-7)],
    ['int128', `${-(2n ** 127n)}`, Cl.int(-(2n ** 127n))],
    ['bool', 'true', Cl.bool(true)],
    ['bool', ' False ', Cl.bool(false)],
  ])('%o reads %j', (type, text, value) => {
    expect(readAbiArgument(type, text)).toEqual({ ok: true, value });
  });

  it('reads principals with or without the quote, and a trait as a contract', () => {
    expect(readAbiArgument('principal', ADDRESS)).toEqual({
      ok: true,
      value: Cl.standardPrincipal(ADDRESS),
    });
    expect(readAbiArgument('principal', `'${TOKEN}`)).toEqual({
      ok: true,
      value: Cl.contractPrincipal(ADDRESS, 'devnet-token'),
    });
    expect(readAbiArgument('trait_reference', TOKEN)).toEqual({
      ok: true,
      value: Cl.contractPrincipal(ADDRESS, 'devnet-token'),
    });
  });

  it('reads buffers as hex with or without 0x, and strings as they are', () => {
    expect(readAbiArgument(BUFF_4, '0xDEADbeef')).toEqual({
      ok: true,
      value: Cl.bufferFromHex('deadbeef'),
    });
    expect(readAbiArgument(BUFF_4, 'dead')).toEqual({ ok: true, value: Cl.bufferFromHex('dead') });
    expect(readAbiArgument(BUFF_4, '')).toEqual({ ok: true, value: Cl.bufferFromHex('') });
    expect(readAbiArgument(ASCII_5, ' "a"\n')).toEqual({
      ok: true,
      value: Cl.stringAscii(' "a"\n'),
    });
    // Three characters, though 😀 alone is four bytes: Clarity counts a string-utf8 in characters.
    expect(readAbiArgument(UTF8_3, 'é😀x')).toEqual({ ok: true, value: Cl.stringUtf8('é😀x') });
  });

  it.each<[ClarityAbiType, string, string]>([
    ['uint128', '', 'Enter a whole number'],
    ['uint128', '-1', 'Enter a whole number of 0 or more, digits only'],
    ['uint128', '1.5', 'Enter a whole number of 0 or more, digits only'],
    [
      'uint128',
      `${2n ** 128n}`,
      'Enter a number no larger than 340282366920938463463374607431768211455',
    ],
    ['uint128', '9'.repeat(10_000), 'Enter a number no larger than'],
    ['int128', '1e3', 'Enter a whole number, digits only (- for negative)'],
    ['int128', `${2n ** 127n}`, 'Enter a number from -170141183460469231731687303715884105728 to'],
    ['bool', 'yes', 'Enter true or false'],
    ['principal', '', 'Enter an address'],
    ['principal', 'SP123', 'Invalid standard Stacks principal address'],
    ['principal', `${ADDRESS.slice(0, -1)}A`, 'checksum'],
    ['trait_reference', ADDRESS, 'Invalid contract principal'],
    ['trait_reference', '', 'Enter a contract: address.contract-name'],
    [BUFF_4, '0x123', 'Enter hex: pairs of 0-9 and a-f, with or without 0x'],
    [BUFF_4, 'zz', 'Enter hex'],
    [BUFF_4, '0x0102030405', 'Enter at most 4 bytes; this is 5'],
    [{ buffer: { length: 1 } }, '0x0102', 'Enter at most 1 byte; this is 2'],
    [ASCII_5, 'café', 'A string-ascii takes ASCII characters only, not "é"'],
    [ASCII_5, 'abcdef', 'Enter at most 5 characters; this is 6'],
    [UTF8_3, 'abcd', 'Enter at most 3 characters; this is 4'],
    [UTF8_3, 'a\ud800', 'The text holds an invalid character'],
    ['none', 'none', 'This type takes no value'],
  ])('%o refuses %j: %s', (type, text, message) => {
    expect(messageOf(type, text)).toContain(message);
  });
});

describe('readAbiArgument, compound types in Clarity syntax', () => {
  it('reads a value of the type', () => {
    expect(readAbiArgument(TUPLE, '{amount: u5, memo: (some 0x01)}')).toEqual({
      ok: true,
      value: Cl.tuple({ amount: Cl.uint(5), memo: Cl.some(Cl.bufferFromHex('01')) }),
    });
    expect(readAbiArgument(TUPLE, '(tuple (memo none) (amount u5))')).toEqual({
      ok: true,
      value: Cl.tuple({ amount: Cl.uint(5), memo: Cl.none() }),
    });
    expect(readAbiArgument(LIST_2_UINT, '(list u1 u2)')).toEqual({
      ok: true,
      value: Cl.list([Cl.uint(1), Cl.uint(2)]),
    });
    expect(readAbiArgument(RESPONSE, '(err u7)')).toEqual({
      ok: true,
      value: Cl.error(Cl.uint(7)),
    });
    expect(readAbiArgument({ optional: 'principal' }, 'none')).toEqual({
      ok: true,
      value: Cl.none(),
    });
  });

  it.each<[ClarityAbiType, string, string]>([
    [
      TUPLE,
      '',
      'Enter a value of type (tuple (amount uint) (memo (optional (buff 4)))) in Clarity syntax',
    ],
    [TUPLE, '{amount: u5', 'Expected , or } at character 12 (the end)'],
    [TUPLE, '{amount: u5}', 'The tuple is missing the key memo'],
    [
      TUPLE,
      '{amount: u5, memo: none, extra: u1}',
      'The tuple has no key extra (its keys: amount, memo)',
    ],
    [TUPLE, '{amount: 5, memo: none}', 'Amount: expected uint, not an int'],
    [TUPLE, '{amount: u5, memo: (some 0x0102030405)}', 'Memo: in (some …): at most 4 bytes, not 5'],
    [TUPLE, 'u5', 'Expected (tuple (amount uint) (memo (optional (buff 4)))), not a uint'],
    [LIST_2_UINT, '(list u1 u2 u3)', 'At most 2 items, not 3'],
    [LIST_2_UINT, '(list u1 -2)', 'another type'],
    [{ list: { type: 'int128', length: 3 } }, '(list u1)', 'Item 1: expected int, not a uint'],
    [LIST_2_UINT, '{a: u1}', 'Expected (list 2 uint), not a tuple'],
    [RESPONSE, '(ok u1)', 'In (ok …): expected bool, not a uint'],
    [RESPONSE, '(err true)', 'In (err …): expected uint, not a bool'],
    [RESPONSE, 'none', 'Expected (response bool uint), not none'],
    [{ optional: 'uint128' }, '(some 1)', 'In (some …): expected uint, not an int'],
    [{ optional: 'uint128' }, '(ok u1)', 'not a response (ok …)'],
    [{ optional: ASCII_5 }, '(some "abcdef")', 'In (some …): at most 5 characters, not 6'],
    [{ optional: UTF8_3 }, '(some u"abcd")', 'In (some …): at most 3 characters, not 4'],
    [{ optional: UTF8_3 }, '(some "abc")', 'expected (string-utf8 3), not a string-ascii'],
    [{ optional: 'trait_reference' }, `(some '${ADDRESS})`, 'expected a contract principal'],
    [{ optional: 'principal' }, '(some 0x00)', 'expected principal, not a buffer'],
    [{ optional: 'bool' }, '(some u"x")', 'expected bool, not a string-utf8'],
  ])('%o refuses %j: %s', (type, text, message) => {
    expect(messageOf(type, text)).toContain(message);
  });

  it('does not take a key from the prototype of a tuple', () => {
    const type = { tuple: [{ name: 'toString', type: 'uint128' }] } as const;
    expect(checkAbiValue(type, Cl.tuple({}))).toEqual({
      ok: false,
      message: 'The tuple is missing the key toString',
    });
  });
});

describe('abiArgumentText', () => {
  it('writes simple values as plain text and compound ones in Clarity syntax', () => {
    expect(abiArgumentText('uint128', Cl.uint(5))).toBe('5');
    expect(abiArgumentText('int128', Cl.int(-5))).toBe('-5');
    expect(abiArgumentText('bool', Cl.bool(false))).toBe('false');
    expect(abiArgumentText('principal', Cl.standardPrincipal(ADDRESS))).toBe(ADDRESS);
    expect(abiArgumentText(BUFF_4, Cl.bufferFromHex('0a'))).toBe('0x0a');
    expect(abiArgumentText(ASCII_5, Cl.stringAscii('a"b'))).toBe('a"b');
    expect(abiArgumentText(TUPLE, Cl.tuple({ amount: Cl.uint(1), memo: Cl.none() }))).toBe(
      '{amount: u1, memo: none}',
    );
    // A value of another type than the field's: Clarity syntax, which the field then refuses.
    expect(abiArgumentText('uint128', Cl.bool(true))).toBe('true');
  });
});
