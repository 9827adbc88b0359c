import { z } from 'zod';
import {
  checkContractPrincipal,
  checkPrincipal,
  checkStandardPrincipal,
  isClarityName,
  isHex,
  isValidMemo,
  parseUnsignedInteger,
  stripHexPrefix,
  VALIDATION_MESSAGES,
  type PrincipalCheck,
} from './stacks-limits';

// Zod schemas shared by the wallet method files, built on the limits in stacks-limits.ts.
// Light on purpose (zod + c32check only); anything needing @stacks/transactions lives in
// clarity-schemas.ts.

function principalSchema(check: (value: string) => PrincipalCheck, typeMessage: string) {
  return z.string({ error: typeMessage }).check((ctx) => {
    const result = check(ctx.value);
    if (!result.valid)
      ctx.issues.push({ code: 'custom', message: result.message, input: ctx.value });
  });
}

/** A standard principal (`SP…`/`ST…`), its checksum verified. */
export const standardPrincipalSchema = principalSchema(
  checkStandardPrincipal,
  VALIDATION_MESSAGES.standardPrincipal,
);
/** `address.contract-name`. */
export const contractPrincipalSchema = principalSchema(
  checkContractPrincipal,
  VALIDATION_MESSAGES.contractPrincipal,
);
/** A recipient: either kind of principal (docs/wallet-protocol.md#validation-messages). */
export const recipientSchema = principalSchema(
  checkPrincipal,
  VALIDATION_MESSAGES.standardPrincipal,
);

/**
 * A whole, non-negative number that fits u64, given as a number, bigint or decimal string, and
 * sent as a decimal string: JSON cannot carry a bigint, and a number above 2^53 would be rounded.
 */
export function unsignedIntegerSchema(message: string) {
  return z
    .union([z.number(), z.string(), z.bigint()], { error: message })
    .transform((value, ctx) => {
      const parsed = parseUnsignedInteger(value);
      if (parsed === undefined) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return parsed.toString();
    });
}

export const microStxAmountSchema = unsignedIntegerSchema(VALIDATION_MESSAGES.amount);
export const feeSchema = unsignedIntegerSchema('Fee must be an integer describing µSTX');
export const nonceSchema = unsignedIntegerSchema('Nonce must be a non-negative integer');

export const memoSchema = z
  .string({ error: VALIDATION_MESSAGES.memo })
  .refine(isValidMemo, { error: VALIDATION_MESSAGES.memo });

/** A BIP-32 account index. */
export const accountIndexSchema = z
  .number({ error: 'Account must be a non-negative integer' })
  .int({ error: 'Account must be a non-negative integer' })
  .min(0, { error: 'Account must be a non-negative integer' })
  .max(2 ** 31 - 1, { error: 'Account must be a non-negative integer' });

/** Non-empty, even-length hex; sent without `0x`, as Leather and stacks.js expect. */
export function hexSchema(message: string) {
  return z
    .string({ error: message })
    .refine((value) => stripHexPrefix(value).length > 0 && isHex(value), { error: message })
    .transform(stripHexPrefix);
}

/**
 * A token for the SIP-9/SIP-10 transfers: its contract (`address.contract-name`), optionally
 * followed by `::asset-name` as in stacks.js asset strings. Shared by the two transfer files.
 */
export const transferAssetSchema = z.string({ error: 'Asset must be a string' }).check((ctx) => {
  const [contract = '', assetName, ...rest] = ctx.value.split('::');
  const principal = checkContractPrincipal(contract);
  if (!principal.valid) {
    ctx.issues.push({ code: 'custom', message: principal.message, input: ctx.value });
  } else if (rest.length > 0 || (assetName !== undefined && !isClarityName(assetName))) {
    ctx.issues.push({ code: 'custom', message: 'Invalid asset name', input: ctx.value });
  }
});

// ——— results ———

/** A transaction id: 32 bytes of hex, with or without `0x`. */
const txidSchema = z.string().regex(/^(0x)?[0-9a-fA-F]{64}$/);

/**
 * The fields of a multisig ("policy") account's answer, as Leather publishes them in
 * leather-io/mono `packages/rpc/src/methods/stacks/_stacks-helpers.ts` (`stacksTransactionDetailsSchema`,
 * used by stx_transferStx, stx_callContract, stx_deployContract, stx_transferSip10Ft and
 * stx_transferSip9Nft) and `packages/rpc/src/methods/bitcoin/send-transfer.ts`, both at commit
 * 0cde5723c5d930ba2347067d4d4c205a584f5b58: `status: 'proposed'`, an optional `proposalId`, and
 * `txid` left empty until the co-signers have signed and it is broadcast. So a proposal must not claim a
 * txid (an answer with one is contradictory and refused), and an empty id counts as absent.
 */
const proposalShape = {
  status: z.literal('proposed'),
  txid: z.literal('').optional(),
  proposalId: z
    .string()
    .max(256)
    .optional()
    .transform((id) => id?.trim() || undefined),
};

/**
 * What a wallet answers for a Stacks transaction it was asked to make. A multisig account
 * (Leather) answers `status: 'proposed'` with no usable txid: the transaction went to the
 * co-signers, not to the chain. Both outcomes are modelled so callers must handle each.
 */
export type StacksTransactionOutcome =
  | { status: 'broadcast'; txid: string; transaction: string }
  | { status: 'proposed'; proposalId: string | undefined; transaction: string | undefined };

const proposedSchema = z
  .object({ ...proposalShape, transaction: z.string().optional() })
  .transform((answer): StacksTransactionOutcome => ({
    status: 'proposed',
    proposalId: answer.proposalId,
    transaction: answer.transaction || undefined,
  }));

const broadcastSchema = z
  .object({
    status: z.literal('broadcast').optional(),
    txid: txidSchema,
    transaction: z.string().min(1),
  })
  .transform((answer): StacksTransactionOutcome => ({
    status: 'broadcast',
    txid: answer.txid,
    transaction: answer.transaction,
  }));

export const stacksTransactionResultSchema = z.union([proposedSchema, broadcastSchema]);

/** The same for a Bitcoin transfer, which returns no raw transaction. */
export type BitcoinTransferOutcome =
  { status: 'broadcast'; txid: string } | { status: 'proposed'; proposalId: string | undefined };

export const bitcoinTransferResultSchema = z.union([
  z.object(proposalShape).transform((answer): BitcoinTransferOutcome => ({
    status: 'proposed',
    proposalId: answer.proposalId,
  })),
  z
    .object({ status: z.literal('broadcast').optional(), txid: txidSchema })
    .transform((answer): BitcoinTransferOutcome => ({ status: 'broadcast', txid: answer.txid })),
]);
