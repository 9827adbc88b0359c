// Clarity value helpers: check a value against a contract-interface type before it reaches the
// VM (simnet throws a JS error, instead of returning a result, for arguments of the wrong type),
// and render values the way the Hiro API does ({hex, repr}).
import { ClarityType, serializeCV } from '@stacks/transactions';

const UTF8 = new TextEncoder();
const U128_MAX = (1n << 128n) - 1n;
const I128_MIN = -(1n << 127n);
const I128_MAX = (1n << 127n) - 1n;

/**
 * @typedef {import('@stacks/transactions').ClarityValue} ClarityValue
 * @typedef {import('@stacks/clarinet-sdk-wasm').IContractInterface} ContractInterface
 * @typedef {ContractInterface['functions'][number]['args'][number]['type']} InterfaceType
 *   a type of Clarinet's interface JSON (`getContractsInterfaces()`)
 */

/**
 * Contract names a node reads: stacks-core's ContractName (`CONTRACT_NAME_REGEX`, 1 to 40
 * characters, clarity/src/vm/representations.rs). Used for transactions and API paths alike, so
 * the devnet refuses the same names everywhere.
 */
export const CONTRACT_NAME = /^[a-zA-Z]([a-zA-Z0-9]|[-_]){0,39}$/;

/**
 * Explain why `cv` does not fit the interface type `type`, or return null when it does.
 * @param {ClarityValue | undefined} cv
 * @param {InterfaceType} type
 * @returns {string|null}
 */
export function typeMismatch(cv, type) {
  if (!cv || typeof cv !== 'object' || typeof cv.type !== 'string') return 'not a Clarity value';
  const got = cv.type;
  /** @param {boolean} ok @param {string} what */
  const expect = (ok, what) => (ok ? null : `expected ${what}, got ${got}`);
  if (typeof type === 'string') {
    switch (type) {
      case 'uint128': {
        if (cv.type !== ClarityType.UInt) return expect(false, type);
        const v = BigInt(cv.value);
        return v >= 0n && v <= U128_MAX ? null : 'uint out of range';
      }
      case 'int128': {
        if (cv.type !== ClarityType.Int) return expect(false, type);
        const v = BigInt(cv.value);
        return v >= I128_MIN && v <= I128_MAX ? null : 'int out of range';
      }
      case 'bool':
        return expect(cv.type === ClarityType.BoolTrue || cv.type === ClarityType.BoolFalse, type);
      case 'principal':
        return expect(
          cv.type === ClarityType.PrincipalStandard || cv.type === ClarityType.PrincipalContract,
          type,
        );
      case 'trait_reference':
        return expect(cv.type === ClarityType.PrincipalContract, 'a contract principal (trait)');
      case 'none':
        return expect(cv.type === ClarityType.OptionalNone, type);
      default:
        return `unsupported type ${String(type)}`;
    }
  }
  if ('buffer' in type) {
    if (cv.type !== ClarityType.Buffer) return expect(false, 'buffer');
    const { length } = type.buffer;
    return cv.value.length / 2 <= length ? null : `buffer longer than ${length} bytes`;
  }
  if ('string-ascii' in type) {
    if (cv.type !== ClarityType.StringASCII) return expect(false, 'string-ascii');
    const { length } = type['string-ascii'];
    return cv.value.length <= length ? null : `string-ascii longer than ${length}`;
  }
  if ('string-utf8' in type) {
    if (cv.type !== ClarityType.StringUTF8) return expect(false, 'string-utf8');
    const { length } = type['string-utf8'];
    return UTF8.encode(cv.value).length <= length
      ? null
      : `string-utf8 longer than ${length} bytes`;
  }
  if ('optional' in type) {
    if (cv.type === ClarityType.OptionalNone) return null;
    if (cv.type !== ClarityType.OptionalSome) return expect(false, 'optional');
    return typeMismatch(cv.value, type.optional);
  }
  if ('response' in type) {
    if (cv.type === ClarityType.ResponseOk) return typeMismatch(cv.value, type.response.ok);
    if (cv.type === ClarityType.ResponseErr) return typeMismatch(cv.value, type.response.error);
    return expect(false, 'response');
  }
  if ('list' in type) {
    if (cv.type !== ClarityType.List) return expect(false, 'list');
    if (cv.value.length > type.list.length) return `list longer than ${type.list.length}`;
    for (const item of cv.value) {
      const why = typeMismatch(item, type.list.type);
      if (why) return `list item: ${why}`;
    }
    return null;
  }
  if (cv.type !== ClarityType.Tuple) return expect(false, 'tuple');
  const fields = type.tuple;
  if (Object.keys(cv.value).length !== fields.length)
    return `tuple needs exactly ${fields.map((f) => f.name).join(', ')}`;
  for (const field of fields) {
    if (!(field.name in cv.value)) return `tuple field ${field.name} missing`;
    const why = typeMismatch(cv.value[field.name], field.type);
    if (why) return `tuple field ${field.name}: ${why}`;
  }
  return null;
}

/**
 * Render an interface type as Clarity source (Hiro's `function_signature` and arg `type`).
 * @param {InterfaceType} type
 * @returns {string}
 */
export function typeToString(type) {
  if (typeof type === 'string') {
    if (type === 'uint128') return 'uint';
    return type === 'int128' ? 'int' : type;
  }
  if ('buffer' in type) return `(buff ${type.buffer.length})`;
  if ('string-ascii' in type) return `(string-ascii ${type['string-ascii'].length})`;
  if ('string-utf8' in type) return `(string-utf8 ${type['string-utf8'].length})`;
  if ('optional' in type) return `(optional ${typeToString(type.optional)})`;
  if ('response' in type)
    return `(response ${typeToString(type.response.ok)} ${typeToString(type.response.error)})`;
  if ('list' in type) return `(list ${type.list.length} ${typeToString(type.list.type)})`;
  return `(tuple ${type.tuple.map((f) => `(${f.name} ${typeToString(f.type)})`).join(' ')})`;
}

/**
 * The uint under `key` of a tuple (inside any some/ok), as a bigint; throws when there is none.
 * @param {ClarityValue} cv @param {string} key
 */
export function uintField(cv, key) {
  let at = cv;
  while (
    at.type === ClarityType.OptionalSome ||
    at.type === ClarityType.ResponseOk ||
    at.type === ClarityType.ResponseErr
  )
    at = at.value;
  const field = at.type === ClarityType.Tuple ? at.value[key] : undefined;
  if (field?.type !== ClarityType.UInt) throw new Error(`no uint ${key} in the value`);
  return BigInt(field.value);
}

const ESCAPED_BYTES = new Map([
  [0x09, '\\t'],
  [0x0a, '\\n'],
  [0x0d, '\\r'],
  [0x22, '\\"'],
  [0x27, "\\'"],
  [0x5c, '\\\\'],
]);

/**
 * One byte as Rust's `std::ascii::escape_default` writes it: printable ASCII as itself, tab, CR,
 * LF, quotes and backslash escaped, anything else `\xNN`.
 * @param {number} byte
 */
function escapeAsciiByte(byte) {
  const named = ESCAPED_BYTES.get(byte);
  if (named) return named;
  if (byte >= 0x20 && byte <= 0x7e) return String.fromCharCode(byte);
  return `\\x${byte.toString(16).padStart(2, '0')}`;
}

/**
 * The Clarity repr the Hiro API writes (`repr` beside `hex` in `tx_result`, `function_args`, event
 * and NFT values): stacks-encoding-native-js `Value::repr_string` (src/clarity_value/types.rs),
 * which the API's `decodeClarityValueToRepr` calls. It differs from @stacks/transactions
 * `cvToString` (principals without the `'`, tuple keys in insertion order, strings unescaped) and
 * from `Cl.prettyPrint` (tuples as `{ k: v }`): principals `'SP…` / `'SP….name`, tuples
 * `(tuple (k v) …)` with the keys sorted, strings escaped byte by byte and a UTF-8 character of
 * more than one byte as `\u{<its UTF-8 bytes in hex>}`.
 * @param {ClarityValue} cv
 * @returns {string}
 */
export function clarityRepr(cv) {
  switch (cv.type) {
    case ClarityType.Int:
      return String(cv.value);
    case ClarityType.UInt:
      return `u${cv.value}`;
    case ClarityType.BoolTrue:
      return 'true';
    case ClarityType.BoolFalse:
      return 'false';
    case ClarityType.Buffer:
      return `0x${cv.value}`;
    case ClarityType.OptionalNone:
      return 'none';
    case ClarityType.OptionalSome:
      return `(some ${clarityRepr(cv.value)})`;
    case ClarityType.ResponseOk:
      return `(ok ${clarityRepr(cv.value)})`;
    case ClarityType.ResponseErr:
      return `(err ${clarityRepr(cv.value)})`;
    case ClarityType.PrincipalStandard:
    case ClarityType.PrincipalContract:
      return `'${cv.value}`;
    case ClarityType.List:
      return `(list${cv.value.map((item) => ` ${clarityRepr(item)}`).join('')})`;
    case ClarityType.Tuple:
      return `(tuple${Object.keys(cv.value)
        .sort()
        .map((key) => ` (${key} ${clarityRepr(/** @type {ClarityValue} */ (cv.value[key]))})`)
        .join('')})`;
    case ClarityType.StringASCII:
      return `"${Array.from(UTF8.encode(cv.value), escapeAsciiByte).join('')}"`;
    case ClarityType.StringUTF8:
      return `u"${Array.from(cv.value, (char) => {
        const bytes = UTF8.encode(char);
        if (bytes.length > 1) return `\\u{${Buffer.from(bytes).toString('hex')}}`;
        return escapeAsciiByte(/** @type {number} */ (bytes[0]));
      }).join('')}"`;
  }
}

/** {hex, repr} of a Clarity value, as the Hiro API returns `tx_result` and event values. @param {ClarityValue} cv */
export function hexRepr(cv) {
  return { hex: `0x${serializeCV(cv)}`, repr: clarityRepr(cv) };
}

/** Hex of a big unsigned number as a 16-byte (u128) big-endian string, like the node's /v2/accounts. */
/** @param {bigint | number | string} value */
export function u128Hex(value) {
  return `0x${BigInt(value).toString(16).padStart(32, '0')}`;
}
