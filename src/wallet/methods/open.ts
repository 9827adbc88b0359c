import { z } from 'zod';
import { defineWalletMethod } from '../wallet-method';

/** `open` (docs/wallet-protocol.md#methods): shows the wallet, as a popup by default or as a full
 * page. */
export const open = defineWalletMethod({
  name: 'open',
  params: z.object({ mode: z.enum(['fullpage', 'popup']).default('popup') }).strict(),
  result: z.object({ success: z.boolean() }),
});
