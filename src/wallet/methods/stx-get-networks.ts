import { z } from 'zod';
import { defineWalletMethod } from '../wallet-method';

// Leather sends chainId and transactionVersion as decimal strings, SIP-030 examples as numbers:
// read both, keep numbers.
const numericId = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^(0|[1-9][0-9]{0,15})$/)
    .transform(Number),
]);

/** `stx_getNetworks` (docs/wallet-protocol.md#methods: no params shown, so none; SIP-030 agrees):
 * the active network's id and every network the wallet knows. */
export const stxGetNetworks = defineWalletMethod({
  name: 'stx_getNetworks',
  params: z.undefined(),
  result: z.object({
    active: z.string().min(1),
    networks: z
      .array(z.object({ id: z.string().min(1), chainId: numericId, transactionVersion: numericId }))
      .max(100),
  }),
});
