import {
  ClarityType,
  deserializeCV,
  deserializePostConditionWire,
  deserializeTransaction,
  postConditionToHex,
  serializeCV,
  serializePostConditionWire,
  type ClarityValue,
  type PostCondition,
} from '@stacks/transactions';
import { z } from 'zod';
import { networkNameSchema } from '@/config/network-schemas';
import { nestsDeeperThan } from '@/lib/nests-deeper-than';
import {
  CLARITY_MAX_DEPTH,
  checkContractPrincipal,
  checkPrincipal,
  checkStandardPrincipal,
  isClarityBufferHex,
  isHex,
  isInt128,
  isUint128,
  isValidContractName,
  parseUnsignedInteger,
  stripHexPrefix,
  VALIDATION_MESSAGES,
} from './stacks-limits';
import { feeSchema, nonceSchema, standardPrincipalSchema } from './request-schemas';

// Clarity values, post-conditions and transactions, checked with @stacks/transactions. Only the
// lazily loaded wallet method files import this module, so the library stays out of the first
// page's bundle (checked by tools/perf-measure.mjs).

/** A Clarity value written as data, as @stacks/transactions 7 and Leather's rpc package type it. */
type TypedClarityValue =
  | { type: 'int' | 'uint'; value: string | number | bigint }
  | { type: 'buffer'; value: string }
  | { type: 'true' | 'false' | 'none' }
  | { type: 'address' | 'contract' | 'ascii' | 'utf8'; value: string }
  | { type: 'ok' | 'err' | 'some'; value: TypedClarityValue }
  | { type: 'list'; value: TypedClarityValue[] }
  | { type: 'tuple'; value: Record<string, TypedClarityValue> };

function refined<T>(
  schema: z.ZodType<T>,
  isValid: (value: T) => boolean,
  message: string,
): z.ZodType<T> {
  return schema.refine(isValid, { error: message });
}

const integerValue = z.union([z.string(), z.number(), z.bigint()]);
const ASCII = /^[\x20-\x7e\t\n\r]*$/;

const typedClarityValueSchema: z.ZodType<TypedClarityValue> = z.lazy(() =>
  z.discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('int'),
        value: refined(
          integerValue,
          isInt128,
          'Clarity int must be a whole number within 128 bits',
        ),
      }),
      z.object({
        type: z.literal('uint'),
        value: refined(
          integerValue,
          isUint128,
          'Clarity uint must be a whole number from 0 to 2^128−1',
        ),
      }),
      z.object({
        type: z.literal('buffer'),
        value: refined(
          z.string(),
          isClarityBufferHex,
          'Clarity buffer must be hex of at most 1 MB',
        ),
      }),
      z.object({ type: z.enum(['true', 'false', 'none']) }),
      z.object({
        type: z.literal('address'),
        value: z.string().check((ctx) => {
          const result = checkStandardPrincipal(ctx.value);
          if (!result.valid)
            ctx.issues.push({ code: 'custom', message: result.message, input: ctx.value });
        }),
      }),
      z.object({
        type: z.literal('contract'),
        value: z.string().check((ctx) => {
          // The spec's own words first (docs/wallet-protocol.md#validation-messages), then the full
          // principal check.
          if (!ctx.value.includes('.')) {
            ctx.issues.push({
              code: 'custom',
              message: VALIDATION_MESSAGES.contractDot,
              input: ctx.value,
            });
            return;
          }
          const result = checkContractPrincipal(ctx.value);
          if (!result.valid)
            ctx.issues.push({ code: 'custom', message: result.message, input: ctx.value });
        }),
      }),
      z.object({
        type: z.literal('ascii'),
        value: refined(
          z.string(),
          (value) => ASCII.test(value),
          'Clarity ascii strings take ASCII only',
        ),
      }),
      z.object({ type: z.literal('utf8'), value: z.string() }),
      z.object({ type: z.enum(['ok', 'err', 'some']), value: typedClarityValueSchema }),
      z.object({ type: z.literal('list'), value: z.array(typedClarityValueSchema) }),
      z.object({
        type: z.literal('tuple'),
        value: z
          .record(z.string(), typedClarityValueSchema)
          .refine((tuple) => Object.keys(tuple).every(isValidContractName), {
            error: 'Clarity tuple keys must be Clarity names',
          }),
      }),
    ],
    { error: 'Unknown Clarity value type' },
  ),
);

/** Serializes with stacks.js; a library failure becomes an issue carrying the library's text. */
function serialize(value: ClarityValue, ctx: z.RefinementCtx): string {
  try {
    return serializeCV(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: errorText(error, 'Invalid Clarity value') });
    return z.NEVER;
  }
}

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Hex of a serialized Clarity value; it must decode and re-encode to the very same bytes. */
const clarityHexSchema = z
  .string()
  .refine(isHex, { error: 'Clarity values must be hex-encoded' })
  .transform((value, ctx) => {
    const hex = stripHexPrefix(value).toLowerCase();
    try {
      if (serializeCV(deserializeCV(hex)) === hex) return hex;
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: errorText(error, 'Invalid Clarity value') });
      return z.NEVER;
    }
    ctx.addIssue({ code: 'custom', message: 'Invalid Clarity value' });
    return z.NEVER;
  });

/** A Clarity value as data; sent serialized, since Leather takes hex-encoded values only. */
const typedClarityValueToHexSchema = z
  .unknown()
  // Each Clarity level is at most two object levels ({ type, value: [...] }).
  .refine((value) => !nestsDeeperThan(value, CLARITY_MAX_DEPTH * 2), {
    error: 'Clarity value is nested too deeply',
    abort: true,
  })
  .pipe(typedClarityValueSchema)
  // Validated above to the shapes serializeCV takes.
  .transform((value, ctx) => serialize(value as unknown as ClarityValue, ctx));

/** A Clarity argument: hex, or a value as data. Always sent as hex without `0x`. */
export const clarityArgumentSchema = z.union([clarityHexSchema, typedClarityValueToHexSchema]);

/** SIP-018: a domain is a tuple with an ASCII name and version and a uint chain-id. */
function isSip018Domain(hex: string): boolean {
  try {
    const domain = deserializeCV(hex);
    if (domain.type !== ClarityType.Tuple) return false;
    const { name, version } = domain.value;
    const chainId = domain.value['chain-id'];
    return (
      name?.type === ClarityType.StringASCII &&
      version?.type === ClarityType.StringASCII &&
      chainId?.type === ClarityType.UInt
    );
  } catch {
    return false;
  }
}

export const sip018DomainSchema = z
  .union([clarityHexSchema, typedClarityValueToHexSchema], {
    // docs/wallet-protocol.md#validation-messages: a structured message also needs a domain; say so
    // when it is missing.
    error: (issue) => (issue.input === undefined ? 'Structured messages need a domain' : undefined),
  })
  .refine(isSip018Domain, { error: 'Domain must be a tuple of name, version and chain-id' });

const postConditionObjectSchema = z.looseObject({
  type: z.enum([
    'stx-postcondition',
    'ft-postcondition',
    'nft-postcondition',
    'staking-postcondition',
    'pox-postcondition',
  ]),
  // 'origin' is stacks.js's `Pc.origin()`: the transaction's sender, whoever signs (SIP-005's
  // origin principal). pox-5's Staking and PoX conditions are written this way
  // (docs/staking-pox-5.md#post-conditions).
  address: z.string().check((ctx) => {
    if (ctx.value === 'origin') return;
    const result = checkPrincipal(ctx.value);
    if (!result.valid)
      ctx.issues.push({ code: 'custom', message: result.message, input: ctx.value });
  }),
  amount: z
    .union([z.string(), z.number(), z.bigint()])
    .refine((amount) => parseUnsignedInteger(amount) !== undefined, {
      error: 'Post-condition amount must be a non-negative integer',
    })
    .optional(),
  assetId: clarityArgumentSchema.optional(),
});

/** A post-condition, as hex or as a stacks.js 7 object; sent as hex (what Leather accepts). */
const postConditionSchema = z.union([
  z
    .string()
    .refine(isHex, { error: 'Post-conditions must be hex-encoded' })
    .transform((value, ctx) => {
      const hex = stripHexPrefix(value).toLowerCase();
      try {
        if (serializePostConditionWire(deserializePostConditionWire(hex)) === hex) return hex;
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: errorText(error, 'Invalid post-condition') });
        return z.NEVER;
      }
      ctx.addIssue({ code: 'custom', message: 'Invalid post-condition' });
      return z.NEVER;
    }),
  postConditionObjectSchema.transform((value, ctx) => {
    try {
      const { assetId, ...rest } = value;
      const condition = assetId === undefined ? rest : { ...rest, assetId: deserializeCV(assetId) };
      // The library checks the rest of the shape and says what is wrong in its own words.
      return stripHexPrefix(postConditionToHex(condition as PostCondition));
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: errorText(error, 'Invalid post-condition') });
      return z.NEVER;
    }
  }),
]);

/** A serialized Stacks transaction that stacks.js can read back. */
export const transactionHexSchema = z
  .string({ error: 'Transaction must be hex-encoded' })
  .refine((value) => stripHexPrefix(value).length > 0 && isHex(value), {
    error: 'Transaction must be hex-encoded',
  })
  .transform((value, ctx) => {
    const hex = stripHexPrefix(value);
    try {
      deserializeTransaction(hex);
      return hex;
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: errorText(error, 'Invalid transaction') });
      return z.NEVER;
    }
  });

/**
 * The options contract calls and transfers share (docs/wallet-protocol.md#methods). `network` takes
 * our four names (Leather also takes 'regtest' and any string; we send only names we know).
 * postConditionMode is allow or deny as the spec says; Leather also knows 'originator', which we
 * never send.
 */
export const stacksTransactionOptionsShape = {
  address: standardPrincipalSchema.optional(),
  network: z.optional(networkNameSchema),
  fee: feeSchema.optional(),
  nonce: nonceSchema.optional(),
  postConditions: z.array(postConditionSchema).max(100).optional(),
  postConditionMode: z.enum(['allow', 'deny']).optional(),
  sponsored: z.boolean().optional(),
};
