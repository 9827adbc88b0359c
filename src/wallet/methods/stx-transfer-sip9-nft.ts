import { z } from 'zod';
import { clarityArgumentSchema, stacksTransactionOptionsShape } from '../clarity-schemas';
import {
  transferAssetSchema,
  recipientSchema,
  stacksTransactionResultSchema,
} from '../request-schemas';
import { defineWalletMethod } from '../wallet-method';

/**
 * `stx_transferSip9Nft` (docs/wallet-protocol.md#methods: recipient, asset, assetId; result not
 * shown). The assetId is a Clarity value (hex, or as data) as SIP-030 says; the result follows
 * SIP-030 and Leather: txid and transaction, or a multisig proposal.
 */
export const stxTransferSip9Nft = defineWalletMethod({
  name: 'stx_transferSip9Nft',
  params: z.strictObject({
    recipient: recipientSchema,
    asset: transferAssetSchema,
    assetId: clarityArgumentSchema,
    ...stacksTransactionOptionsShape,
  }),
  result: stacksTransactionResultSchema,
});
