import { z } from 'zod';
import { networkNameSchema } from '@/config/network-schemas';
import { accountIndexSchema, hexSchema } from '../request-schemas';
import { defineWalletMethod } from '../wallet-method';

const SIGN_AT_INDEX_MESSAGE = 'signAtIndex must be a non-negative integer or an array of them';
const inputIndex = z
  .number({ error: SIGN_AT_INDEX_MESSAGE })
  .int({ error: SIGN_AT_INDEX_MESSAGE })
  .min(0, { error: SIGN_AT_INDEX_MESSAGE })
  .max(10_000, { error: SIGN_AT_INDEX_MESSAGE });

const SIGHASH_MESSAGE = 'allowedSighash takes signature hash types only';

/** Signature hash types a caller may allow (BIP-143/341 values, as in Leather's rpc package). */
const SIGNATURE_HASH_TYPES = [0x00, 0x01, 0x02, 0x03, 0x81, 0x82, 0x83] as const;

/**
 * `signPsbt` (docs/wallet-protocol.md#methods): hex, optional account, allowedSighash, broadcast,
 * network, signAtIndex. docs/wallet-protocol.md#validation-messages says signAtIndex is a number or
 * an array of numbers; Satchel narrows that to non-negative integers (Leather's own schema
 * accepts 1.5). `network` takes our network names.
 */
export const signPsbt = defineWalletMethod({
  name: 'signPsbt',
  params: z.strictObject({
    hex: hexSchema('PSBT must be hex-encoded'),
    account: accountIndexSchema.optional(),
    allowedSighash: z
      .array(
        z
          .number({ error: SIGHASH_MESSAGE })
          .refine((type) => (SIGNATURE_HASH_TYPES as readonly number[]).includes(type), {
            error: SIGHASH_MESSAGE,
          }),
      )
      .max(SIGNATURE_HASH_TYPES.length)
      .optional(),
    broadcast: z.boolean({ error: 'broadcast must be true or false' }).optional(),
    network: z.optional(networkNameSchema),
    signAtIndex: z
      .union([inputIndex, z.array(inputIndex).min(1, { error: SIGN_AT_INDEX_MESSAGE })], {
        error: SIGN_AT_INDEX_MESSAGE,
      })
      .optional(),
  }),
  result: z.object({ hex: z.string().min(1), txid: z.string().optional() }),
});
