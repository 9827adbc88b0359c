import { z } from 'zod';
import { stacksTransactionOptionsShape } from '../clarity-schemas';
import {
  memoSchema,
  microStxAmountSchema,
  recipientSchema,
  stacksTransactionResultSchema,
} from '../request-schemas';
import { defineWalletMethod } from '../wallet-method';

/** `stx_transferStx` (docs/wallet-protocol.md#methods): recipient, amount in µSTX, optional memo,
 * plus the shared options; answers txid and transaction, or a multisig proposal. */
export const stxTransferStx = defineWalletMethod({
  name: 'stx_transferStx',
  params: z.strictObject({
    recipient: recipientSchema,
    amount: microStxAmountSchema,
    memo: memoSchema.optional(),
    ...stacksTransactionOptionsShape,
  }),
  result: stacksTransactionResultSchema,
});
