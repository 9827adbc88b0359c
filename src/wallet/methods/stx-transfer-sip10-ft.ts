import { z } from 'zod';
import { stacksTransactionOptionsShape } from '../clarity-schemas';
import {
  transferAssetSchema,
  microStxAmountSchema,
  recipientSchema,
  stacksTransactionResultSchema,
} from '../request-schemas';
import { defineWalletMethod } from '../wallet-method';

/**
 * `stx_transferSip10Ft` (docs/wallet-protocol.md#methods: recipient, asset, amount; result not
 * shown). The result follows SIP-030 and Leather: txid and transaction, or a multisig proposal.
 * Leather passes the shared options through, so we take them too. The amount is in the token's base
 * units, held to the same whole-number rule as µSTX.
 */
export const stxTransferSip10Ft = defineWalletMethod({
  name: 'stx_transferSip10Ft',
  params: z.strictObject({
    recipient: recipientSchema,
    asset: transferAssetSchema,
    amount: microStxAmountSchema,
    ...stacksTransactionOptionsShape,
  }),
  result: stacksTransactionResultSchema,
});
