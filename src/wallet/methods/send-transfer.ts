import { z } from 'zod';
import { networkNameSchema } from '@/config/network-schemas';
import {
  accountIndexSchema,
  bitcoinTransferResultSchema,
  unsignedIntegerSchema,
} from '../request-schemas';
import { defineWalletMethod } from '../wallet-method';

// Bech32/bech32m (bc1, tb1, bcrt1) or base58 (1…, 3…, m…, n…, 2…) in shape; the wallet checks
// the checksum and the network, as it holds the keys.
const BITCOIN_ADDRESS =
  /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[13mn2][1-9A-HJ-NP-Za-km-z]{25,39})$/;

const bitcoinAddressSchema = z.string({ error: 'Invalid Bitcoin address' }).refine(
  (value) =>
    BITCOIN_ADDRESS.test(value) ||
    // bech32 may be written all upper case (QR codes)
    (value === value.toUpperCase() && BITCOIN_ADDRESS.test(value.toLowerCase())),
  {
    error: 'Invalid Bitcoin address',
  },
);

const satoshisSchema = unsignedIntegerSchema('Amount must be an integer describing satoshis');

/**
 * `sendTransfer` (docs/wallet-protocol.md#methods): one recipient (address, amount, network,
 * optional account) or a `recipients` list; amounts in satoshis, sent as decimal strings (Leather
 * coerces to string). Answers a txid, or a multisig proposal with none.
 */
export const sendTransfer = defineWalletMethod({
  name: 'sendTransfer',
  params: z.union([
    z.strictObject({
      address: bitcoinAddressSchema,
      amount: satoshisSchema,
      network: networkNameSchema,
      account: accountIndexSchema.optional(),
    }),
    z.strictObject({
      recipients: z
        .array(z.strictObject({ address: bitcoinAddressSchema, amount: satoshisSchema }))
        .min(1, { error: 'At least one recipient is required' })
        .max(100),
      network: networkNameSchema,
      account: accountIndexSchema.optional(),
    }),
  ]),
  result: bitcoinTransferResultSchema,
});
