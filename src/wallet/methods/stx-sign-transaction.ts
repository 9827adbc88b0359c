import { z } from 'zod';
import { networkNameSchema } from '@/config/network-schemas';
import { transactionHexSchema } from '../clarity-schemas';
import { defineWalletMethod } from '../wallet-method';

/**
 * `stx_signTransaction` (docs/wallet-protocol.md#methods: params not shown; result transaction and
 * txHex). We send the SIP-030 form `{ transaction, network? }`, which Leather accepts beside its
 * older `txHex` form. SIP-030 answers `transaction`, Leather also `txHex` (the same hex); either
 * one is enough.
 */
export const stxSignTransaction = defineWalletMethod({
  name: 'stx_signTransaction',
  params: z.strictObject({
    transaction: transactionHexSchema,
    network: z.optional(networkNameSchema),
  }),
  result: z
    .object({ transaction: z.string().min(1).optional(), txHex: z.string().min(1).optional() })
    .transform((answer, ctx) => {
      const transaction = answer.transaction ?? answer.txHex;
      if (transaction === undefined) {
        ctx.addIssue({ code: 'custom', message: 'No signed transaction in the answer' });
        return z.NEVER;
      }
      return { transaction, txHex: answer.txHex ?? transaction };
    }),
});
