import { ClarityType, type ClarityValue } from '@stacks/transactions';
import { clarityCharacterCount } from './clarity-character-count';
import { printClarityValue } from './print-clarity-value';

// A Clarity value as a tree a page can draw: each node says what it is called in its parent,
// its type, and its value (leaves) or its parts (optional, response, list, tuple). Strings are
// shown in Clarity syntax, so an empty string, a trailing space or a hidden character is
// visible before anything is signed.

export interface ClarityValueNode {
  /** Its name in its parent: a tuple key, `item 3`, `some`, `ok`, `err`; the root's is given. */
  label: string;
  /** Its Clarity type: `uint`, `int`, `bool`, `principal`, `buffer`, `string-ascii`,
   * `string-utf8`, `optional`, `response`, `list`, `tuple`. */
  type: string;
  /** Its size, where it has one: `4 bytes`, `3 items`, `5 characters`. */
  detail?: string;
  /** A leaf's value as text (`5`, `true`, `0x01`, `"text"`, `none`). */
  text?: string;
  children?: ClarityValueNode[];
}

function count(size: number, one: string, many: string): string {
  return `${size} ${size === 1 ? one : many}`;
}

/** The tree of `value`, its root named `label`. */
export function clarityValueTree(value: ClarityValue, label = 'value'): ClarityValueNode {
  switch (value.type) {
    case ClarityType.UInt:
      return { label, type: 'uint', text: value.value.toString() };
    case ClarityType.Int:
      return { label, type: 'int', text: value.value.toString() };
    case ClarityType.BoolTrue:
    case ClarityType.BoolFalse:
      return { label, type: 'bool', text: value.type };
    case ClarityType.PrincipalStandard:
    case ClarityType.PrincipalContract:
      return { label, type: 'principal', text: value.value };
    case ClarityType.Buffer:
      return {
        label,
        type: 'buffer',
        detail: count(value.value.length / 2, 'byte', 'bytes'),
        text: printClarityValue(value),
      };
    case ClarityType.StringASCII:
    case ClarityType.StringUTF8:
      return {
        label,
        type: value.type === ClarityType.StringASCII ? 'string-ascii' : 'string-utf8',
        detail: count(clarityCharacterCount(value.value), 'character', 'characters'),
        text: printClarityValue(value),
      };
    case ClarityType.OptionalNone:
      return { label, type: 'optional', text: 'none' };
    case ClarityType.OptionalSome:
      return { label, type: 'optional', children: [clarityValueTree(value.value, 'some')] };
    case ClarityType.ResponseOk:
      return { label, type: 'response', children: [clarityValueTree(value.value, 'ok')] };
    case ClarityType.ResponseErr:
      return { label, type: 'response', children: [clarityValueTree(value.value, 'err')] };
    case ClarityType.List:
      return {
        label,
        type: 'list',
        detail: count(value.value.length, 'item', 'items'),
        children: value.value.map((item, index) => clarityValueTree(item, `item ${index + 1}`)),
      };
    case ClarityType.Tuple:
      return {
        label,
        type: 'tuple',
        children: Object.entries(value.value)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, entry]) => clarityValueTree(entry, key)),
      };
  }
}
