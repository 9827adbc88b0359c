import { Cl, type ClarityValue } from '@stacks/transactions';
import { checkPrincipal, isValidContractName } from '@/wallet/stacks-limits';
import { mergeValueShapes, valueShapeOf, type ValueShape } from './clarity-value-shape';

// Clarity literal syntax → a @stacks/transactions ClarityValue, for what a person types: a
// structured message to sign, a compound argument of a contract call. Hand-written rather than
// the library's `Cl.parse` so every mistake says what was expected and where, the input and the
// nesting are bounded, and a value the chain would refuse (an int out of range, a list mixing
// types, a tuple repeating a key) is refused here, before any wallet opens.

export type ClarityParseResult = { ok: true; value: ClarityValue } | { ok: false; message: string };

/** Clarity's maximum type depth (MAX_TYPE_DEPTH): `u1` is 1, `(some u1)` 2. */
export const CLARITY_MAX_DEPTH = 32;
/** A Clarity value is at most 1 MB, so its text is refused beyond that before any work. */
export const CLARITY_TEXT_MAX_CHARS = 1_048_576;
/** A buffer holds at most 1 MB (stacks.js bufferCV). */
const BUFFER_MAX_BYTES = 1_048_576;

const UINT_MAX = 2n ** 128n - 1n;
const INT_MIN = -(2n ** 127n);
const INT_MAX = 2n ** 127n - 1n;
/** Digits of the largest uint (39): longer digit strings are too large without a BigInt. */
const INT_MAX_DIGITS = UINT_MAX.toString().length;

/** Characters that end a word: a number, a keyword, a principal or a tuple key. */
const DELIMITER = /[\s(){},;:"]/;
const DECIMAL = /^[0-9]+$/;
const HEX_DIGITS = /^[0-9a-fA-F]*$/;
const PRINTABLE_ASCII = /^[\x20-\x7e]$/;
/** How much of a word a message quotes. */
const QUOTE_MAX_CHARS = 40;

/** A failure, thrown inside the parser only and turned into a result at its edge. */
class ClarityParseError extends Error {}

function quote(word: string): string {
  return word.length > QUOTE_MAX_CHARS ? `${word.slice(0, QUOTE_MAX_CHARS)}…` : word;
}

function integerValue(word: string, at: string): ClarityValue {
  const unsigned = word.startsWith('u');
  const negative = word.startsWith('-');
  const digits = word.slice(unsigned || negative ? 1 : 0);
  if (!DECIMAL.test(digits)) {
    throw new ClarityParseError(
      `${quote(word)} is not a number ${at}: write digits only, like ${unsigned ? 'u10' : '-10'}`,
    );
  }
  const significant = digits.replace(/^0+(?=.)/, '');
  const tooLong = significant.length > INT_MAX_DIGITS;
  if (unsigned) {
    if (tooLong || BigInt(significant) > UINT_MAX) {
      throw new ClarityParseError(
        `${quote(word)} is larger than the largest uint, u${UINT_MAX}, ${at}`,
      );
    }
    return Cl.uint(BigInt(significant));
  }
  const value = tooLong ? undefined : BigInt(`${negative ? '-' : ''}${significant}`);
  if (value === undefined || value > INT_MAX || value < INT_MIN) {
    throw new ClarityParseError(
      `${quote(word)} is outside the int range, ${INT_MIN} to ${INT_MAX}, ${at}` +
        (negative ? '' : `; write u${significant} for a uint`),
    );
  }
  return Cl.int(value);
}

function bufferValue(word: string, at: string): ClarityValue {
  const hex = word.slice(2);
  if (!HEX_DIGITS.test(hex)) {
    throw new ClarityParseError(
      `${quote(word)} is not hex ${at}: a buffer takes 0-9 and a-f after 0x`,
    );
  }
  if (hex.length % 2 !== 0) {
    throw new ClarityParseError(
      `${quote(word)} has an odd number of hex digits ${at}: each byte is two digits`,
    );
  }
  if (hex.length / 2 > BUFFER_MAX_BYTES) {
    throw new ClarityParseError(`The buffer ${at} is larger than 1 MB`);
  }
  return Cl.bufferFromHex(hex.toLowerCase());
}

function principalValue(word: string, at: string): ClarityValue {
  const principal = word.slice(1);
  const check = checkPrincipal(principal);
  if (!check.valid) throw new ClarityParseError(`${check.message} ${at}`);
  const dot = principal.indexOf('.');
  try {
    return dot < 0
      ? Cl.standardPrincipal(principal)
      : Cl.contractPrincipal(principal.slice(0, dot), principal.slice(dot + 1));
  } catch (error) {
    // The library's own limits (a contract name of 128 bytes) in its own words.
    const reason = error instanceof Error ? error.message : 'Invalid principal';
    throw new ClarityParseError(`${reason} ${at}`);
  }
}

function parse(text: string): ClarityValue {
  let pos = 0;
  const at = (index: number) =>
    index >= text.length ? `at character ${index + 1} (the end)` : `at character ${index + 1}`;
  const fail = (message: string): never => {
    throw new ClarityParseError(message);
  };

  function skipTrivia(): void {
    while (pos < text.length) {
      const char = text[pos] ?? '';
      if (/\s/.test(char)) pos += 1;
      else if (char === ';') {
        if (text[pos + 1] !== ';') fail(`Expected ;; to start a comment ${at(pos)}`);
        const end = text.indexOf('\n', pos);
        pos = end < 0 ? text.length : end + 1;
      } else return;
    }
  }

  function readWord(): string {
    const start = pos;
    while (pos < text.length && !DELIMITER.test(text[pos] ?? '')) pos += 1;
    return text.slice(start, pos);
  }

  function expect(char: string): void {
    skipTrivia();
    if (text[pos] !== char) fail(`Expected ${char} ${at(pos)}`);
    pos += 1;
  }

  function readString(utf8: boolean): string {
    const open = pos;
    pos += utf8 ? 2 : 1;
    const chars: string[] = [];
    for (;;) {
      if (pos >= text.length) {
        fail(`Expected " to close the string that starts at character ${open + 1}`);
      }
      const code = text.codePointAt(pos) ?? 0;
      const char = String.fromCodePoint(code);
      if (char === '"') {
        pos += 1;
        return chars.join('');
      }
      if (char === '\\') {
        chars.push(readEscape(utf8));
        continue;
      }
      if (!utf8 && !PRINTABLE_ASCII.test(char) && char !== '\n' && char !== '\t' && char !== '\r') {
        fail(
          `A string-ascii takes printable ASCII only; ${at(pos)} is ${JSON.stringify(char)} ` +
            '(write u"…" for a string-utf8)',
        );
      }
      if (code >= 0xd800 && code <= 0xdfff) fail(`Invalid character ${at(pos)}`);
      chars.push(char);
      pos += char.length;
    }
  }

  function readEscape(utf8: boolean): string {
    const start = pos;
    const code = text[pos + 1];
    pos += 2;
    switch (code) {
      case '"':
        return '"';
      case '\\':
        return '\\';
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'r':
        return '\r';
      case 'u': {
        if (!utf8) break;
        const close = text.indexOf('}', pos);
        const hex = close < 0 ? '' : text.slice(pos + 1, close);
        if (text[pos] !== '{' || !/^[0-9a-fA-F]{1,6}$/.test(hex)) {
          fail(`Expected \\u{hex digits} ${at(start)}, like \\u{e9}`);
        }
        const point = Number.parseInt(hex, 16);
        if (point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) {
          fail(`\\u{${hex}} is not a Unicode character ${at(start)}`);
        }
        pos = close + 1;
        return String.fromCodePoint(point);
      }
      default:
        break;
    }
    const shown = code === undefined ? '\\' : `\\${code}`;
    return fail(
      `Unknown escape ${shown} ${at(start)}: write \\" \\\\ \\n \\t \\r` +
        (utf8 ? ' or \\u{hex}' : ''),
    );
  }

  function readValue(depth: number): ClarityValue {
    skipTrivia();
    const start = pos;
    if (depth > CLARITY_MAX_DEPTH) {
      fail(`The value nests deeper than Clarity's ${CLARITY_MAX_DEPTH} levels ${at(start)}`);
    }
    const char = text[pos];
    if (char === undefined) return fail(`Expected a value ${at(pos)}`);
    if (char === '(') return readForm(depth);
    if (char === '{') return readBraceTuple(depth);
    if (char === '"') return Cl.stringAscii(readString(false));
    if (char === 'u' && text[pos + 1] === '"') return Cl.stringUtf8(readString(true));
    if (DELIMITER.test(char)) return fail(`Expected a value ${at(pos)}, found ${char}`);
    const word = readWord();
    const where = at(start);
    if (word === 'true') return Cl.bool(true);
    if (word === 'false') return Cl.bool(false);
    if (word === 'none') return Cl.none();
    if (word.startsWith("'")) return principalValue(word, where);
    if (word.startsWith('0x')) return bufferValue(word, where);
    if (/^u?-?[0-9]/.test(word)) return integerValue(word, where);
    if (word.startsWith('.')) {
      return fail(`Write the contract principal in full ${where}: 'ADDRESS${quote(word)}`);
    }
    if (/^S[PMTN][0-9A-Z]+(\.|$)/.test(word)) {
      return fail(`A principal starts with ' ${where}: write '${quote(word)}`);
    }
    return fail(
      `Unknown value ${quote(word)} ${where}: expected a number, true, false, none, a 'principal, ` +
        '0x…, "string" or a (form)',
    );
  }

  function readForm(depth: number): ClarityValue {
    const open = pos;
    pos += 1;
    skipTrivia();
    const keywordAt = pos;
    const keyword = readWord();
    switch (keyword) {
      case 'some':
      case 'ok':
      case 'err': {
        const inner = readValue(depth + 1);
        expect(')');
        if (keyword === 'some') return Cl.some(inner);
        return keyword === 'ok' ? Cl.ok(inner) : Cl.error(inner);
      }
      case 'list':
        return readList(depth);
      case 'tuple':
        return readParenTuple(depth, open);
      default:
        return fail(
          keyword === ''
            ? `Expected some, ok, err, list or tuple after ( ${at(keywordAt)}`
            : `Unknown form (${quote(keyword)} ${at(keywordAt)}: expected some, ok, err, list or tuple`,
        );
    }
  }

  function readList(depth: number): ClarityValue {
    const items: ClarityValue[] = [];
    let itemShape: ValueShape | undefined;
    for (;;) {
      skipTrivia();
      if (text[pos] === ')') {
        pos += 1;
        return Cl.list(items);
      }
      const itemAt = pos;
      const item = readValue(depth + 1);
      const shape = valueShapeOf(item);
      const merged =
        shape && (itemShape === undefined ? shape : mergeValueShapes(itemShape, shape));
      if (merged === undefined) {
        fail(
          `The list item ${at(itemAt)} has another type than the items before it; ` +
            'a list holds values of one type',
        );
      }
      itemShape = merged;
      items.push(item);
    }
  }

  function tupleKey(keys: Map<string, ClarityValue>): string {
    skipTrivia();
    const keyAt = pos;
    const key = readWord();
    if (key === '') fail(`Expected a tuple key ${at(keyAt)}`);
    if (!isValidContractName(key)) {
      fail(
        `${quote(key)} ${at(keyAt)} is not a tuple key: keys start with a letter, then letters, ` +
          'digits or - _ ! ? + < > = / *',
      );
    }
    if (keys.has(key)) fail(`The tuple repeats the key ${key} ${at(keyAt)}`);
    return key;
  }

  function tupleValue(keys: Map<string, ClarityValue>, open: number): ClarityValue {
    if (keys.size === 0)
      fail(`A tuple needs at least one key; the tuple at character ${open + 1} has none`);
    return Cl.tuple(Object.fromEntries(keys));
  }

  function readParenTuple(depth: number, open: number): ClarityValue {
    const keys = new Map<string, ClarityValue>();
    for (;;) {
      skipTrivia();
      if (text[pos] === ')') {
        pos += 1;
        return tupleValue(keys, open);
      }
      if (text[pos] !== '(') fail(`Expected ( to start a (key value) pair ${at(pos)}`);
      pos += 1;
      const key = tupleKey(keys);
      keys.set(key, readValue(depth + 1));
      expect(')');
    }
  }

  function readBraceTuple(depth: number): ClarityValue {
    const open = pos;
    pos += 1;
    const keys = new Map<string, ClarityValue>();
    for (;;) {
      skipTrivia();
      if (text[pos] === '}') {
        pos += 1;
        return tupleValue(keys, open);
      }
      const key = tupleKey(keys);
      expect(':');
      keys.set(key, readValue(depth + 1));
      skipTrivia();
      if (text[pos] === ',') pos += 1;
      else if (text[pos] !== '}') fail(`Expected , or } ${at(pos)}`);
    }
  }

  const value = readValue(1);
  skipTrivia();
  if (pos < text.length) {
    fail(`Expected the end of the value ${at(pos)}: write one value (several go in a list)`);
  }
  return value;
}

/** Reads one Clarity value written in Clarity's literal syntax; never throws. */
export function parseClarityValue(text: string): ClarityParseResult {
  if (text.length > CLARITY_TEXT_MAX_CHARS) {
    return { ok: false, message: 'The value is longer than 1 MB of text' };
  }
  try {
    return { ok: true, value: parse(text) };
  } catch (error) {
    if (error instanceof ClarityParseError) return { ok: false, message: error.message };
    // The library refused a value the checks above let through; its words are the best we have.
    return {
      ok: false,
      message: error instanceof Error && error.message ? error.message : 'Invalid Clarity value',
    };
  }
}
