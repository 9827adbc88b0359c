// Clarity value helpers: check a value against a contract-interface type before it reaches the
// VM (simnet throws a JS error, instead of returning a result, for arguments of the wrong type),
// and render values the way the Hiro API does ({hex, repr}).
import { cvToString, serializeCV } from '@stacks/transactions';

const UTF8 = new TextEncoder();
const U128_MAX = (1n << 128n) - 1n;
const I128_MIN = -(1n << 127n);
const I128_MAX = (1n << 127n) - 1n;

/**
 * Explain why `cv` does not fit the interface type `type`, or return null when it does.
 * Types are those of simnet's `getContractsInterfaces()` (Clarinet's interface JSON).
 * @param {any} cv  a ClarityValue of @stacks/transactions 7
 * @param {any} type
 * @returns {string|null}
 */
export function typeMismatch(cv, type) {
  if (!cv || typeof cv !== 'object' || typeof cv.type !== 'string') return 'not a Clarity value';
  const want = typeof type === 'string' ? type : Object.keys(type)[0];
  const spec = typeof type === 'string' ? null : type[want];
  const got = cv.type;
  const expect = (ok, what = want) => (ok ? null : `expected ${what}, got ${got}`);
  switch (want) {
    case 'uint128': {
      if (got !== 'uint') return expect(false);
      const v = BigInt(cv.value);
      return v >= 0n && v <= U128_MAX ? null : 'uint out of range';
    }
    case 'int128': {
      if (got !== 'int') return expect(false);
      const v = BigInt(cv.value);
      return v >= I128_MIN && v <= I128_MAX ? null : 'int out of range';
    }
    case 'bool':
      return expect(got === 'true' || got === 'false');
    case 'principal':
      return expect(got === 'address' || got === 'contract');
    case 'trait_reference':
      return expect(got === 'contract', 'a contract principal (trait)');
    case 'none':
      return expect(got === 'none');
    case 'buffer':
      if (got !== 'buffer') return expect(false);
      return cv.value.length / 2 <= spec.length ? null : `buffer longer than ${spec.length} bytes`;
    case 'string-ascii':
      if (got !== 'ascii') return expect(false);
      return cv.value.length <= spec.length ? null : `string-ascii longer than ${spec.length}`;
    case 'string-utf8':
      if (got !== 'utf8') return expect(false);
      return UTF8.encode(cv.value).length <= spec.length
        ? null
        : `string-utf8 longer than ${spec.length} bytes`;
    case 'optional':
      if (got === 'none') return null;
      if (got !== 'some') return expect(false);
      return typeMismatch(cv.value, spec);
    case 'response':
      if (got === 'ok') return typeMismatch(cv.value, spec.ok);
      if (got === 'err') return typeMismatch(cv.value, spec.error);
      return expect(false);
    case 'list': {
      if (got !== 'list') return expect(false);
      if (cv.value.length > spec.length) return `list longer than ${spec.length}`;
      for (const item of cv.value) {
        const why = typeMismatch(item, spec.type);
        if (why) return `list item: ${why}`;
      }
      return null;
    }
    case 'tuple': {
      if (got !== 'tuple') return expect(false);
      const names = Object.keys(cv.value);
      if (names.length !== spec.length)
        return `tuple needs exactly ${spec.map((f) => f.name).join(', ')}`;
      for (const field of spec) {
        if (!(field.name in cv.value)) return `tuple field ${field.name} missing`;
        const why = typeMismatch(cv.value[field.name], field.type);
        if (why) return `tuple field ${field.name}: ${why}`;
      }
      return null;
    }
    default:
      return `unsupported type ${want}`;
  }
}

/** Render an interface type as Clarity source (Hiro's `function_signature` and arg `type`). */
export function typeToString(type) {
  if (typeof type === 'string') {
    return { uint128: 'uint', int128: 'int', trait_reference: 'trait_reference' }[type] ?? type;
  }
  const [kind] = Object.keys(type);
  const spec = type[kind];
  switch (kind) {
    case 'buffer':
      return `(buff ${spec.length})`;
    case 'string-ascii':
    case 'string-utf8':
      return `(${kind} ${spec.length})`;
    case 'optional':
      return `(optional ${typeToString(spec)})`;
    case 'response':
      return `(response ${typeToString(spec.ok)} ${typeToString(spec.error)})`;
    case 'list':
      return `(list ${spec.length} ${typeToString(spec.type)})`;
    case 'tuple':
      return `(tuple ${spec.map((f) => `(${f.name} ${typeToString(f.type)})`).join(' ')})`;
    default:
      return kind;
  }
}

/** {hex, repr} of a Clarity value, as the Hiro API returns `tx_result` and event values. */
export function hexRepr(cv) {
  return { hex: `0x${serializeCV(cv)}`, repr: cvToString(cv) };
}

/** Hex of a big unsigned number as a 16-byte (u128) big-endian string, like the node's /v2/accounts. */
export function u128Hex(value) {
  return `0x${BigInt(value).toString(16).padStart(32, '0')}`;
}
