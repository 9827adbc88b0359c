import { z } from 'zod';
import { networkNameSchema } from '@/config/network-schemas';
import { accountIndexSchema } from '../request-schemas';
import { defineWalletMethod } from '../wallet-method';

/**
 * `signMessage` — Bitcoin message signing (docs/wallet-protocol.md#validation-messages: type legacy
 * or bip322, payment type p2tr or p2wpkh; params otherwise not shown, so SIP-030/Leather: message,
 * paymentType, optional type, account and network). Leather signs legacy messages with the native
 * SegWit key only, so legacy with p2tr is refused here rather than by the wallet.
 */
export const signMessage = defineWalletMethod({
  name: 'signMessage',
  params: z
    .strictObject({
      message: z.string({ error: 'Message must be text' }),
      paymentType: z.enum(['p2tr', 'p2wpkh'], { error: 'Payment type must be p2tr or p2wpkh' }),
      type: z.enum(['legacy', 'bip322'], { error: 'Type must be legacy or bip322' }).optional(),
      account: accountIndexSchema.optional(),
      network: z.optional(networkNameSchema),
    })
    .refine((params) => !(params.type === 'legacy' && params.paymentType === 'p2tr'), {
      error: 'Legacy signatures need the p2wpkh payment type',
      path: ['type'],
    }),
  // Leather promises signature and address; the spec also lists message, so it is read if sent.
  result: z.object({
    signature: z.string().min(1),
    address: z.string().min(1),
    message: z.string().optional(),
  }),
});
