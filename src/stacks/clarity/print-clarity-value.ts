import { ClarityType, type ClarityValue } from '@stacks/transactions';

// A ClarityValue in Clarity's literal syntax, the way parseClarityValue reads it back: one line,
// tuples as `{key: value}` with their keys sorted (Clarity's own order). Not the library's
// prettyPrint: it escapes with JSON (`\u0001`), which Clarity does not read, and prints an
// invisible or right-to-left character as itself, where a person checking a value before
// signing should see it.

/** Characters a person could not see or could misread: controls, format characters (bidi
 * overrides, zero-width), separators other than the space, private use, unassigned, and lone
 * surrogates. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\u00a0\u2000-\u200a\u202f\u205f\u3000]/u;

function escapeChar(char: string, utf8: boolean): string {
  switch (char) {
    case '"':
      return '\\"';
    case '\\':
      return '\\\\';
    case '\n':
      return '\\n';
    case '\t':
      return '\\t';
    case '\r':
      return '\\r';
    default:
      // An ascii string never holds these (the parser refuses them); one built otherwise is
      // still printed visibly, and reading it back says why it is not ASCII.
      if (HIDDEN.test(char) || (!utf8 && char > '\x7e')) {
        return `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`;
      }
      return char;
  }
}

function printString(value: string, utf8: boolean): string {
  let body = '';
  for (const char of value) body += escapeChar(char, utf8);
  return `${utf8 ? 'u' : ''}"${body}"`;
}

/** Prints a value in Clarity syntax; never throws. */
export function printClarityValue(value: ClarityValue): string {
  switch (value.type) {
    case ClarityType.Int:
      return value.value.toString();
    case ClarityType.UInt:
      return `u${value.value.toString()}`;
    case ClarityType.BoolTrue:
      return 'true';
    case ClarityType.BoolFalse:
      return 'false';
    case ClarityType.PrincipalStandard:
    case ClarityType.PrincipalContract:
      return `'${value.value}`;
    case ClarityType.Buffer:
      return `0x${value.value.toLowerCase()}`;
    case ClarityType.StringASCII:
      return printString(value.value, false);
    case ClarityType.StringUTF8:
      return printString(value.value, true);
    case ClarityType.OptionalNone:
      return 'none';
    case ClarityType.OptionalSome:
      return `(some ${printClarityValue(value.value)})`;
    case ClarityType.ResponseOk:
      return `(ok ${printClarityValue(value.value)})`;
    case ClarityType.ResponseErr:
      return `(err ${printClarityValue(value.value)})`;
    case ClarityType.List:
      return value.value.length === 0
        ? '(list)'
        : `(list ${value.value.map(printClarityValue).join(' ')})`;
    case ClarityType.Tuple: {
      const entries = Object.entries(value.value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => `${key}: ${printClarityValue(entry)}`);
      return `{${entries.join(', ')}}`;
    }
  }
}
