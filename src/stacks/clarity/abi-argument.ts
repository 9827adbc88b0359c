import { Cl, ClarityType, type ClarityValue } from '@stacks/transactions';
import {
  checkContractPrincipal,
  checkPrincipal,
  INT128_MAX as INT_MAX,
  INT128_MIN as INT_MIN,
  isHex,
  stripHexPrefix,
  UINT128_MAX as UINT_MAX,
} from '@/wallet/stacks-limits';
import type { ClarityAbiType } from './clarity-abi';
import { clarityCharacterCount } from './clarity-character-count';
import { parseClarityValue, type ClarityParseResult } from './parse-clarity-value';
import { printClarityValue } from './print-clarity-value';

// One argument of a contract function, typed by a person: simple types as plain text (digits,
// true/false, an address, hex, the string itself), compound types in Clarity syntax. Either way
// the value is checked against the function's type, so nothing the contract would refuse for
// its type reaches a wallet.

export type AbiArgumentInputKind =
  'uint' | 'int' | 'bool' | 'principal' | 'buffer' | 'string-ascii' | 'string-utf8' | 'clarity';

const UNSIGNED = /^u?[0-9]+$/;
const SIGNED = /^-?[0-9]+$/;
/** The largest uint has 39 digits; longer text is refused without building a huge BigInt. */
const INTEGER_MAX_CHARS = 39;
const ASCII = /^[\x20-\x7e\t\n\r]*$/;
const NOT_ASCII = /[^\x20-\x7e\t\n\r]/u;
/** Half of a UTF-16 pair on its own: no character, and UTF-8 cannot encode it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The ABI's atoms: the types it writes as a string (`"uint128"`, `"none"`). */
type ClarityAbiAtom = Extract<ClarityAbiType, string>;

/** Which input each atom takes: a trait is filled by a contract's address; `none` has no plain
 * text. */
const ATOM_INPUT_KIND: Readonly<Record<ClarityAbiAtom, AbiArgumentInputKind>> = {
  uint128: 'uint',
  int128: 'int',
  bool: 'bool',
  principal: 'principal',
  trait_reference: 'principal',
  none: 'clarity',
};

/** How Clarity writes each atom, where it differs from the ABI's name. */
const ATOM_IN_CLARITY: Readonly<Partial<Record<ClarityAbiAtom, string>>> = {
  uint128: 'uint',
  int128: 'int',
  trait_reference: '<trait>',
};

/** Which input a type takes: plain text for simple types, Clarity syntax for the rest. */
export function argumentInputKind(type: ClarityAbiType): AbiArgumentInputKind {
  if (typeof type === 'string') return ATOM_INPUT_KIND[type];
  if ('buffer' in type) return 'buffer';
  if ('string-ascii' in type) return 'string-ascii';
  if ('string-utf8' in type) return 'string-utf8';
  return 'clarity';
}

/** A type as Clarity writes it: `uint`, `(buff 32)`, `(list 10 (tuple (a uint)))`. */
export function describeAbiType(type: ClarityAbiType): string {
  if (typeof type === 'string') return ATOM_IN_CLARITY[type] ?? type;
  if ('buffer' in type) return `(buff ${type.buffer.length})`;
  if ('string-ascii' in type) return `(string-ascii ${type['string-ascii'].length})`;
  if ('string-utf8' in type) return `(string-utf8 ${type['string-utf8'].length})`;
  if ('optional' in type) return `(optional ${describeAbiType(type.optional)})`;
  if ('list' in type) return `(list ${type.list.length} ${describeAbiType(type.list.type)})`;
  if ('tuple' in type) {
    const entries = type.tuple.map((entry) => `(${entry.name} ${describeAbiType(entry.type)})`);
    return `(tuple ${entries.join(' ')})`;
  }
  return `(response ${describeAbiType(type.response.ok)} ${describeAbiType(type.response.error)})`;
}

/** The kind of a value, in the words describeAbiType uses. */
function describeValueKind(value: ClarityValue): string {
  switch (value.type) {
    case ClarityType.UInt:
      return 'a uint';
    case ClarityType.Int:
      return 'an int';
    case ClarityType.BoolTrue:
    case ClarityType.BoolFalse:
      return 'a bool';
    case ClarityType.PrincipalStandard:
      return 'a standard principal';
    case ClarityType.PrincipalContract:
      return 'a contract principal';
    case ClarityType.Buffer:
      return 'a buffer';
    case ClarityType.StringASCII:
      return 'a string-ascii';
    case ClarityType.StringUTF8:
      return 'a string-utf8';
    case ClarityType.OptionalNone:
      return 'none';
    case ClarityType.OptionalSome:
      return 'an optional (some …)';
    case ClarityType.ResponseOk:
      return 'a response (ok …)';
    case ClarityType.ResponseErr:
      return 'a response (err …)';
    case ClarityType.List:
      return 'a list';
    case ClarityType.Tuple:
      return 'a tuple';
  }
}

function plural(count: number | bigint, one: string, many: string): string {
  return `${count} ${count === 1 || count === 1n ? one : many}`;
}

type Check = string | undefined;

/** Why `value` does not fit `type`, with `where` naming the part of the argument; undefined
 * when it fits. */
function mismatch(type: ClarityAbiType, value: ClarityValue, where: string): Check {
  const expected = () =>
    `${where}expected ${describeAbiType(type)}, not ${describeValueKind(value)}`;
  if (typeof type === 'string') {
    switch (type) {
      case 'uint128':
        return value.type === ClarityType.UInt ? undefined : expected();
      case 'int128':
        return value.type === ClarityType.Int ? undefined : expected();
      case 'bool':
        return value.type === ClarityType.BoolTrue || value.type === ClarityType.BoolFalse
          ? undefined
          : expected();
      case 'principal':
        return value.type === ClarityType.PrincipalStandard ||
          value.type === ClarityType.PrincipalContract
          ? undefined
          : expected();
      case 'trait_reference':
        return value.type === ClarityType.PrincipalContract
          ? undefined
          : `${where}expected a contract principal (a trait argument names a contract), not ${describeValueKind(value)}`;
      case 'none':
        return `${where}this type takes no value`;
    }
  }
  if ('buffer' in type) {
    if (value.type !== ClarityType.Buffer) return expected();
    const bytes = value.value.length / 2;
    return bytes <= type.buffer.length
      ? undefined
      : `${where}at most ${plural(type.buffer.length, 'byte', 'bytes')}, not ${bytes}`;
  }
  if ('string-ascii' in type) {
    if (value.type !== ClarityType.StringASCII) return expected();
    const { length } = type['string-ascii'];
    return value.value.length <= length
      ? undefined
      : `${where}at most ${plural(length, 'character', 'characters')}, not ${value.value.length}`;
  }
  if ('string-utf8' in type) {
    if (value.type !== ClarityType.StringUTF8) return expected();
    const { length } = type['string-utf8'];
    const count = clarityCharacterCount(value.value);
    return count <= length
      ? undefined
      : `${where}at most ${plural(length, 'character', 'characters')}, not ${count}`;
  }
  if ('optional' in type) {
    if (value.type === ClarityType.OptionalNone) return undefined;
    if (value.type !== ClarityType.OptionalSome) return expected();
    return mismatch(type.optional, value.value, `${where}in (some …): `);
  }
  if ('response' in type) {
    if (value.type === ClarityType.ResponseOk) {
      return mismatch(type.response.ok, value.value, `${where}in (ok …): `);
    }
    if (value.type === ClarityType.ResponseErr) {
      return mismatch(type.response.error, value.value, `${where}in (err …): `);
    }
    return expected();
  }
  if ('list' in type) {
    if (value.type !== ClarityType.List) return expected();
    const { length } = type.list;
    if (value.value.length > length) {
      return `${where}at most ${plural(length, 'item', 'items')}, not ${value.value.length}`;
    }
    for (const [index, item] of value.value.entries()) {
      const problem = mismatch(type.list.type, item, `${where}item ${index + 1}: `);
      if (problem) return problem;
    }
    return undefined;
  }
  if (value.type !== ClarityType.Tuple) return expected();
  const keys = new Set(type.tuple.map((entry) => entry.name));
  const extra = Object.keys(value.value).find((key) => !keys.has(key));
  if (extra !== undefined) {
    return `${where}the tuple has no key ${extra} (its keys: ${[...keys].join(', ')})`;
  }
  for (const entry of type.tuple) {
    // Own keys only: a key named `toString` must not find Object.prototype's.
    const field = Object.hasOwn(value.value, entry.name) ? value.value[entry.name] : undefined;
    if (field === undefined) return `${where}the tuple is missing the key ${entry.name}`;
    const problem = mismatch(entry.type, field, `${where}${entry.name}: `);
    if (problem) return problem;
  }
  return undefined;
}

/** Capitalizes the first letter: messages start with their path or their verb. */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whether a value fits a type: the check readAbiArgument makes after parsing. */
export function checkAbiValue(type: ClarityAbiType, value: ClarityValue): ClarityParseResult {
  const problem = mismatch(type, value, '');
  return problem === undefined ? { ok: true, value } : { ok: false, message: sentence(problem) };
}

function failure(message: string): ClarityParseResult {
  return { ok: false, message };
}

/** Digits without leading zeros, so `007` is not refused as long. */
function significantDigits(digits: string): string {
  return digits.replace(/^0+(?=.)/, '');
}

function readUint(text: string): ClarityParseResult {
  const trimmed = text.trim();
  if (trimmed === '') return failure('Enter a whole number');
  if (!UNSIGNED.test(trimmed)) return failure('Enter a whole number of 0 or more, digits only');
  const digits = significantDigits(trimmed.replace(/^u/, ''));
  if (digits.length > INTEGER_MAX_CHARS || BigInt(digits) > UINT_MAX) {
    return failure(`Enter a number no larger than ${UINT_MAX}`);
  }
  return { ok: true, value: Cl.uint(BigInt(digits)) };
}

function readInt(text: string): ClarityParseResult {
  const trimmed = text.trim();
  if (trimmed === '') return failure('Enter a whole number');
  if (!SIGNED.test(trimmed)) return failure('Enter a whole number, digits only (- for negative)');
  const negative = trimmed.startsWith('-');
  const digits = significantDigits(trimmed.slice(negative ? 1 : 0));
  const value =
    digits.length > INTEGER_MAX_CHARS ? undefined : BigInt(`${negative ? '-' : ''}${digits}`);
  if (value === undefined || value < INT_MIN || value > INT_MAX) {
    return failure(`Enter a number from ${INT_MIN} to ${INT_MAX}`);
  }
  return { ok: true, value: Cl.int(value) };
}

function readBool(text: string): ClarityParseResult {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'true') return { ok: true, value: Cl.bool(true) };
  if (trimmed === 'false') return { ok: true, value: Cl.bool(false) };
  return failure('Enter true or false');
}

function readPrincipal(text: string, contractOnly: boolean): ClarityParseResult {
  const principal = text.trim().replace(/^'/, '');
  if (principal === '') {
    return failure(contractOnly ? 'Enter a contract: address.contract-name' : 'Enter an address');
  }
  const check = contractOnly ? checkContractPrincipal(principal) : checkPrincipal(principal);
  if (!check.valid) return failure(check.message);
  // The parser builds the value, with the library's own limits on contract names.
  return parseClarityValue(`'${principal}`);
}

function readBuffer(text: string, maxBytes: number): ClarityParseResult {
  const trimmed = text.trim();
  const hex = stripHexPrefix(trimmed);
  if (!isHex(hex)) {
    return failure('Enter hex: pairs of 0-9 and a-f, with or without 0x');
  }
  const bytes = hex.length / 2;
  if (bytes > maxBytes) {
    return failure(`Enter at most ${plural(maxBytes, 'byte', 'bytes')}; this is ${bytes}`);
  }
  return { ok: true, value: Cl.bufferFromHex(hex.toLowerCase()) };
}

function readAscii(text: string, maxChars: number): ClarityParseResult {
  if (!ASCII.test(text)) {
    const char = NOT_ASCII.exec(text)?.[0] ?? '';
    return failure(`A string-ascii takes ASCII characters only, not ${JSON.stringify(char)}`);
  }
  if (text.length > maxChars) {
    return failure(
      `Enter at most ${plural(maxChars, 'character', 'characters')}; this is ${text.length}`,
    );
  }
  return { ok: true, value: Cl.stringAscii(text) };
}

function readUtf8(text: string, maxChars: number): ClarityParseResult {
  if (LONE_SURROGATE.test(text)) return failure('The text holds an invalid character');
  const count = clarityCharacterCount(text);
  if (count > maxChars) {
    return failure(
      `Enter at most ${plural(maxChars, 'character', 'characters')}; this is ${count}`,
    );
  }
  return { ok: true, value: Cl.stringUtf8(text) };
}

/**
 * Reads what a person typed for an argument of type `type`, in the input argumentInputKind
 * names, and checks it against the type. Never throws.
 */
export function readAbiArgument(type: ClarityAbiType, text: string): ClarityParseResult {
  if (typeof type === 'string') {
    switch (type) {
      case 'uint128':
        return readUint(text);
      case 'int128':
        return readInt(text);
      case 'bool':
        return readBool(text);
      case 'principal':
        return readPrincipal(text, false);
      case 'trait_reference':
        return readPrincipal(text, true);
      case 'none':
        return failure('This type takes no value');
    }
  }
  if ('buffer' in type) return readBuffer(text, type.buffer.length);
  if ('string-ascii' in type) return readAscii(text, type['string-ascii'].length);
  if ('string-utf8' in type) return readUtf8(text, type['string-utf8'].length);
  if (text.trim() === '') {
    return failure(`Enter a value of type ${describeAbiType(type)} in Clarity syntax`);
  }
  const parsed = parseClarityValue(text);
  return parsed.ok ? checkAbiValue(type, parsed.value) : parsed;
}

/**
 * The text readAbiArgument reads back as `value`, for the input argumentInputKind names: what
 * to put in an argument's field when a value is known (a shared link, a previous call).
 */
export function abiArgumentText(type: ClarityAbiType, value: ClarityValue): string {
  const kind = argumentInputKind(type);
  switch (value.type) {
    case ClarityType.UInt:
    case ClarityType.Int:
      if (kind === 'uint' || kind === 'int') return value.value.toString();
      break;
    case ClarityType.BoolTrue:
    case ClarityType.BoolFalse:
      if (kind === 'bool') return value.type;
      break;
    case ClarityType.PrincipalStandard:
    case ClarityType.PrincipalContract:
      if (kind === 'principal') return value.value;
      break;
    case ClarityType.Buffer:
      if (kind === 'buffer') return `0x${value.value}`;
      break;
    case ClarityType.StringASCII:
    case ClarityType.StringUTF8:
      if (kind === 'string-ascii' || kind === 'string-utf8') return value.value;
      break;
    default:
      break;
  }
  return printClarityValue(value);
}
