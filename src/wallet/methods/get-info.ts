import { z } from 'zod';
import { defineWalletMethod } from '../wallet-method';

/** `getInfo` (docs/wallet-protocol.md#methods): no params; the wallet's version, platform and,
 * optionally, the methods it supports. */
export const getInfo = defineWalletMethod({
  name: 'getInfo',
  params: z.undefined(),
  result: z.object({
    version: z.string().min(1).max(64),
    supportedMethods: z.array(z.string().max(128)).max(500).optional(),
    platform: z.enum(['mobile', 'extension']),
  }),
});
