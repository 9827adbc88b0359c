import { z } from 'zod';
import { stacksTransactionResultSchema } from '../request-schemas';
import { defineWalletMethod } from '../wallet-method';

/** A profile is small; anything larger is a mistake, not a profile. */
const PROFILE_MAX_JSON_CHARS = 16 * 1024;

function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value).length;
  } catch {
    return Number.POSITIVE_INFINITY; // cycles or bigints cannot be sent
  }
}

/**
 * `stx_updateProfile` (docs/wallet-protocol.md#methods: person; result not shown). SIP-030:
 * `person` is a schema.org Person; the result follows Leather's rpc package (txid and transaction,
 * or a multisig proposal). Leather's extension does not implement it yet, so expect
 * MethodNotSupportedError.
 */
export const stxUpdateProfile = defineWalletMethod({
  name: 'stx_updateProfile',
  params: z.strictObject({
    person: z
      .looseObject(
        {
          '@type': z.literal('Person', { error: "A profile's @type must be Person" }).optional(),
          name: z.string().max(128).optional(),
        },
        { error: 'Profile must be a schema.org Person object' },
      )
      .refine((person) => jsonLength(person) <= PROFILE_MAX_JSON_CHARS, {
        error: 'Profile is too large',
      }),
  }),
  result: stacksTransactionResultSchema,
});
