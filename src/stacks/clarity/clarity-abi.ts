import { z } from 'zod';
import { nestsDeeperThan } from '@/lib/nests-deeper-than';

// A contract's interface as a Stacks node serves it (GET /v2/contracts/interface, the node's
// `ContractInterface`): each Clarity type as JSON. Atoms are strings ("uint128", "bool", "none"
// for a type nothing fills, like the error of `(ok true)`); the rest are one-key objects.
// Limits keep a hostile or broken API from handing the page something it cannot draw.

export type ClarityAbiType =
  | 'uint128'
  | 'int128'
  | 'bool'
  | 'principal'
  | 'trait_reference'
  | 'none'
  | { buffer: { length: number } }
  | { 'string-ascii': { length: number } }
  | { 'string-utf8': { length: number } }
  | { optional: ClarityAbiType }
  | { list: { type: ClarityAbiType; length: number } }
  | { tuple: { name: string; type: ClarityAbiType }[] }
  | { response: { ok: ClarityAbiType; error: ClarityAbiType } };

/** Clarity's maximum type depth (MAX_TYPE_DEPTH). */
const ABI_MAX_DEPTH = 32;
/** A value is at most 1 MB, so no buffer or string type is longer. */
const ABI_MAX_BYTES = 1_048_576;
/** List lengths are u32 in Clarity. */
const ABI_MAX_LIST_LENGTH = 2 ** 32 - 1;
/** Clarity names are at most 128 characters. */
const NAME_MAX_CHARS = 128;
/** A contract's source is at most 100,000 bytes, so no answer lists more entries than this. */
const ENTRIES_MAX = 10_000;
/** A tuple type lists each key once; more than this many would not fit a contract. */
const TUPLE_MAX_KEYS = 1_000;
/** JSON levels per Clarity level: `{tuple: [{name, type: …}]}` is three. */
const JSON_LEVELS_PER_TYPE = 3;

const name = z.string().min(1).max(NAME_MAX_CHARS);
const byteLength = z.object({ length: z.number().int().nonnegative().max(ABI_MAX_BYTES) });

const abiTypeShape: z.ZodType<ClarityAbiType> = z.lazy(() =>
  z.union([
    z.enum(['uint128', 'int128', 'bool', 'principal', 'trait_reference', 'none']),
    z.strictObject({ buffer: byteLength }),
    z.strictObject({ 'string-ascii': byteLength }),
    z.strictObject({ 'string-utf8': byteLength }),
    z.strictObject({ optional: abiTypeShape }),
    z.strictObject({
      list: z.object({
        type: abiTypeShape,
        length: z.number().int().nonnegative().max(ABI_MAX_LIST_LENGTH),
      }),
    }),
    z.strictObject({
      tuple: z
        .array(z.object({ name, type: abiTypeShape }))
        .min(1)
        .max(TUPLE_MAX_KEYS)
        .refine((entries) => new Set(entries.map((entry) => entry.name)).size === entries.length, {
          error: 'A tuple type names each key once',
        }),
    }),
    z.strictObject({ response: z.object({ ok: abiTypeShape, error: abiTypeShape }) }),
  ]),
);

/** How deep a type nests, counted as Clarity counts it: `uint128` is 1, `{optional: …}` adds 1. */
export function abiTypeDepth(type: ClarityAbiType): number {
  if (typeof type === 'string') return 1;
  if ('optional' in type) return 1 + abiTypeDepth(type.optional);
  if ('list' in type) return 1 + abiTypeDepth(type.list.type);
  if ('tuple' in type) return 1 + Math.max(...type.tuple.map((entry) => abiTypeDepth(entry.type)));
  if ('response' in type) {
    return 1 + Math.max(abiTypeDepth(type.response.ok), abiTypeDepth(type.response.error));
  }
  return 1;
}

/** A Clarity type as the interface writes it, at most 32 levels deep. */
export const clarityAbiTypeSchema: z.ZodType<ClarityAbiType> = z
  .unknown()
  // Refused before the recursive schema walks it, so no answer can exhaust the stack.
  .refine((value) => !nestsDeeperThan(value, ABI_MAX_DEPTH * JSON_LEVELS_PER_TYPE), {
    error: 'A Clarity type nests too deeply',
    abort: true,
  })
  .pipe(abiTypeShape)
  .refine((type) => abiTypeDepth(type) <= ABI_MAX_DEPTH, {
    error: `A Clarity type nests deeper than ${ABI_MAX_DEPTH} levels`,
  });

const abiFunctionSchema = z.object({
  name,
  access: z.enum(['public', 'read_only', 'private']),
  args: z.array(z.object({ name, type: clarityAbiTypeSchema })).max(ENTRIES_MAX),
  outputs: z.object({ type: clarityAbiTypeSchema }),
});

export type ClarityAbiFunction = z.infer<typeof abiFunctionSchema>;

export const contractInterfaceSchema = z.object({
  functions: z.array(abiFunctionSchema).max(ENTRIES_MAX),
  variables: z
    .array(z.object({ name, type: clarityAbiTypeSchema, access: z.enum(['variable', 'constant']) }))
    .max(ENTRIES_MAX),
  maps: z
    .array(z.object({ name, key: clarityAbiTypeSchema, value: clarityAbiTypeSchema }))
    .max(ENTRIES_MAX),
  fungible_tokens: z.array(z.object({ name })).max(ENTRIES_MAX),
  non_fungible_tokens: z.array(z.object({ name, type: clarityAbiTypeSchema })).max(ENTRIES_MAX),
  /** `Epoch40` and the like; a newer node may name an epoch this app has never seen. */
  epoch: z.string().max(NAME_MAX_CHARS),
  /** `Clarity4` and the like. */
  clarity_version: z.string().max(NAME_MAX_CHARS),
});

export type ContractInterface = z.infer<typeof contractInterfaceSchema>;
