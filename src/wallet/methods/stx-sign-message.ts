import { z } from 'zod';
import { networkNameSchema } from '@/config/network-schemas';
import { clarityArgumentSchema, sip018DomainSchema } from '../clarity-schemas';
import { defineWalletMethod } from '../wallet-method';

// docs/wallet-protocol.md#validation-messages: messageType utf8 (the default) or structured, which
// also needs a domain; network mainnet, testnet, devnet or mocknet. Fields and result follow
// SIP-030 and Leather (which take structured message and domain as hex-encoded Clarity values; we
// also take them as data).
const networkField = z.optional(networkNameSchema);

/** `stx_signMessage` (docs/wallet-protocol.md#validation-messages,
 * docs/wallet-protocol.md#methods): answers the signature and the signer's public key. */
export const stxSignMessage = defineWalletMethod({
  name: 'stx_signMessage',
  params: z.discriminatedUnion(
    'messageType',
    [
      z.strictObject({
        messageType: z.literal('utf8').default('utf8'),
        message: z.string({ error: 'Message must be text' }),
        network: networkField,
      }),
      z.strictObject({
        messageType: z.literal('structured'),
        message: clarityArgumentSchema,
        domain: sip018DomainSchema,
        network: networkField,
      }),
    ],
    { error: 'messageType must be utf8 or structured' },
  ),
  result: z.object({ signature: z.string().min(1), publicKey: z.string().min(1) }),
});
