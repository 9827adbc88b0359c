import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { everyClarityTypeInterface } from '@/mocks/fixtures/contract-interfaces';
import { abiTypeArbitrary } from '@/test/clarity-arbitraries';
import { abiTypeDepth, clarityAbiTypeSchema, contractInterfaceSchema } from './clarity-abi';

/** `levels` of optional around uint128, built in a loop: deep enough to overflow recursion. */
function nested(levels: number): unknown {
  let type: unknown = 'uint128';
  for (let level = 1; level < levels; level += 1) type = { optional: type };
  return type;
}

describe('clarityAbiTypeSchema', () => {
  it('accepts every type the interface writes', () => {
    fc.assert(
      fc.property(abiTypeArbitrary, (type) => {
        expect(clarityAbiTypeSchema.parse(type)).toEqual(type);
      }),
    );
    expect(clarityAbiTypeSchema.parse('none')).toBe('none');
  });

  it('takes 32 levels, Clarity’s maximum, and refuses deeper ones without recursing', () => {
    expect(abiTypeDepth(nested(32) as never)).toBe(32);
    expect(clarityAbiTypeSchema.safeParse(nested(32)).success).toBe(true);
    expect(clarityAbiTypeSchema.safeParse(nested(33)).error?.issues[0]?.message).toBe(
      'A Clarity type nests deeper than 32 levels',
    );
    expect(clarityAbiTypeSchema.safeParse(nested(50_000)).error?.issues[0]?.message).toBe(
      'A Clarity type nests too deeply',
    );
  });

  it.each([
    ['an unknown atom', 'uint256'],
    ['a negative length', { buffer: { length: -1 } }],
    ['a buffer over 1 MB', { buffer: { length: 1_048_577 } }],
    ['a fractional length', { 'string-ascii': { length: 1.5 } }],
    ['two kinds in one', { optional: 'bool', buffer: { length: 1 } }],
    ['an empty tuple', { tuple: [] }],
    [
      'a tuple naming a key twice',
      {
        tuple: [
          { name: 'a', type: 'bool' },
          { name: 'a', type: 'bool' },
        ],
      },
    ],
    ['a response without error', { response: { ok: 'bool' } }],
    ['a list without length', { list: { type: 'bool' } }],
    ['null', null],
  ])('refuses %s', (_label, type) => {
    expect(clarityAbiTypeSchema.safeParse(type).success).toBe(false);
  });
});

describe('contractInterfaceSchema', () => {
  it('accepts an interface using every Clarity type', () => {
    expect(contractInterfaceSchema.parse(everyClarityTypeInterface)).toEqual(
      everyClarityTypeInterface,
    );
  });

  it.each([
    [
      'an unknown access',
      { functions: [{ name: 'f', access: 'secret', args: [], outputs: { type: 'bool' } }] },
    ],
    [
      'a nameless function',
      { functions: [{ name: '', access: 'public', args: [], outputs: { type: 'bool' } }] },
    ],
    ['a function without outputs', { functions: [{ name: 'f', access: 'public', args: [] }] }],
    [
      'a bad argument type',
      {
        functions: [
          {
            name: 'f',
            access: 'public',
            args: [{ name: 'a', type: 'x' }],
            outputs: { type: 'bool' },
          },
        ],
      },
    ],
    [
      'too many functions',
      {
        functions: Array.from({ length: 10_001 }, () => ({
          name: 'f',
          access: 'public',
          args: [],
          outputs: { type: 'bool' },
        })),
      },
    ],
    [
      'a variable of unknown access',
      { variables: [{ name: 'v', type: 'bool', access: 'mutable' }] },
    ],
  ])('refuses %s', (_label, change) => {
    expect(
      contractInterfaceSchema.safeParse({ ...everyClarityTypeInterface, ...change }).success,
    ).toBe(false);
  });
});
