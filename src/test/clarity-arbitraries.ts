import { Cl, type ClarityValue } from '@stacks/transactions';
import { hex } from '@scure/base';
import { c32address } from 'c32check';
import fc from 'fast-check';
import type { ClarityAbiType } from '@/stacks/clarity/clarity-abi';

// fast-check arbitraries for Clarity: an ABI type, then a value of that type. Generating values
// through their type keeps lists homogeneous, as Clarity requires, and covers every type nested
// in every other. Sizes stay small so a property run takes well under a second.

const UINT_MAX = 2n ** 128n - 1n;
const INT_MIN = -(2n ** 127n);
const INT_MAX = 2n ** 127n - 1n;

/** Printable ASCII and the whitespace a string-ascii may hold. */
const asciiChar = fc.oneof(
  fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\n', '\t', '\r', '"', '\\'),
);

/** Any Unicode scalar value, weighted toward ASCII and the BMP. Built by hand: fast-check's
 * `unit: 'binary'` spends seconds building its table on first use. */
export const unicodeChar = fc
  .oneof(
    fc.integer({ min: 0, max: 0x7f }),
    fc.integer({ min: 0x80, max: 0xd7ff }),
    fc.integer({ min: 0xe000, max: 0x10ffff }),
  )
  .map((code) => String.fromCodePoint(code));

/** Clarity names for tuple keys: a letter, then letters, digits and the allowed punctuation. */
const clarityName = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_!?+<>=/*-]{0,12}$/);
const contractName = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/);

/** Mainnet and testnet, single-sig and multisig addresses of any hash. */
const standardAddress = fc
  .tuple(fc.constantFrom(22, 20, 26, 21), fc.uint8Array({ minLength: 20, maxLength: 20 }))
  .map(([version, hash]) => c32address(version, hex.encode(hash)));

const standardPrincipal = standardAddress.map((address) => Cl.standardPrincipal(address));
const contractPrincipal = fc
  .tuple(standardAddress, contractName)
  .map(([address, name]) => Cl.contractPrincipal(address, name));

const byteLength = fc.integer({ min: 0, max: 40 });

const leafType: fc.Arbitrary<ClarityAbiType> = fc.oneof(
  fc.constantFrom<ClarityAbiType>('uint128', 'int128', 'bool', 'principal', 'trait_reference'),
  byteLength.map((length) => ({ buffer: { length } })),
  byteLength.map((length) => ({ 'string-ascii': { length } })),
  byteLength.map((length) => ({ 'string-utf8': { length } })),
);

/** Every ABI type an argument can have (not `none`, which no argument takes), nested. */
export const abiTypeArbitrary: fc.Arbitrary<ClarityAbiType> = fc.letrec<{
  type: ClarityAbiType;
}>((tie) => ({
  type: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    leafType,
    tie('type').map((inner) => ({ optional: inner })),
    fc
      .tuple(tie('type'), fc.integer({ min: 0, max: 4 }))
      .map(([type, length]) => ({ list: { type, length } })),
    fc
      .uniqueArray(fc.tuple(clarityName, tie('type')), {
        minLength: 1,
        maxLength: 4,
        selector: ([name]) => name,
      })
      .map((entries) => ({ tuple: entries.map(([name, type]) => ({ name, type })) })),
    fc.tuple(tie('type'), tie('type')).map(([ok, error]) => ({ response: { ok, error } })),
  ),
})).type;

/** A value of `type`, within its lengths. */
export function valueOfAbiType(type: ClarityAbiType): fc.Arbitrary<ClarityValue> {
  if (typeof type === 'string') {
    switch (type) {
      case 'uint128':
        return fc.bigInt(0n, UINT_MAX).map((value) => Cl.uint(value));
      case 'int128':
        return fc.bigInt(INT_MIN, INT_MAX).map((value) => Cl.int(value));
      case 'bool':
        return fc.boolean().map((value) => Cl.bool(value));
      case 'principal':
        return fc.oneof(standardPrincipal, contractPrincipal);
      case 'trait_reference':
        return contractPrincipal;
      case 'none':
        return fc.constant(Cl.none());
    }
  }
  if ('buffer' in type) {
    return fc
      .uint8Array({ maxLength: type.buffer.length })
      .map((bytes) => Cl.bufferFromHex(hex.encode(bytes)));
  }
  if ('string-ascii' in type) {
    return fc
      .string({ unit: asciiChar, maxLength: type['string-ascii'].length })
      .map((text) => Cl.stringAscii(text));
  }
  if ('string-utf8' in type) {
    return fc
      .string({ unit: unicodeChar, maxLength: type['string-utf8'].length })
      .map((text) => Cl.stringUtf8(text));
  }
  if ('optional' in type) {
    return fc
      .option(valueOfAbiType(type.optional), { nil: undefined })
      .map((inner) => (inner === undefined ? Cl.none() : Cl.some(inner)));
  }
  if ('response' in type) {
    return fc.oneof(
      valueOfAbiType(type.response.ok).map((inner) => Cl.ok(inner)),
      valueOfAbiType(type.response.error).map((inner) => Cl.error(inner)),
    );
  }
  if ('list' in type) {
    return fc
      .array(valueOfAbiType(type.list.type), { maxLength: type.list.length })
      .map((items) => Cl.list(items));
  }
  return fc
    .tuple(...type.tuple.map((entry) => valueOfAbiType(entry.type)))
    .map((values) =>
      Cl.tuple(Object.fromEntries(type.tuple.map((entry, index) => [entry.name, values[index]]))),
    );
}

/** A type and a value of it. */
export const typedValueArbitrary = abiTypeArbitrary.chain((type) =>
  valueOfAbiType(type).map((value) => ({ type, value })),
);
