import { z } from 'zod';
import { defineWalletMethod } from '../wallet-method';

/** `supportedMethods` (docs/wallet-protocol.md#methods): no params; a documentation link and the
 * methods. Each method's shape (name, docsUrl as one link or several) is not shown in the spec: it
 * follows Leather's rpc package. */
export const supportedMethods = defineWalletMethod({
  name: 'supportedMethods',
  params: z.undefined(),
  result: z.object({
    documentation: z.string(),
    methods: z
      .array(
        z.object({
          name: z.string().min(1).max(128),
          docsUrl: z.union([z.string(), z.array(z.string())]).optional(),
        }),
      )
      .max(500),
  }),
});
