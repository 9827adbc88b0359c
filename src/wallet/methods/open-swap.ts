import { z } from 'zod';
import { DEFAULT_STRING_MAX_BYTES, isStringWithinLimit } from '../stacks-limits';
import { defineWalletMethod } from '../wallet-method';

// The assets' format is not shown in the spec; Leather takes a symbol ('BTC', 'sBTC', 'STX') or a
// token's contract id, so we take any non-empty string within the default 128-byte limit.
const assetSchema = z
  .string({ error: 'Swap asset must be a string' })
  .trim()
  .min(1, { error: 'Swap asset is required' })
  .refine((value) => isStringWithinLimit(value, DEFAULT_STRING_MAX_BYTES), {
    error: `Swap asset must be at most ${DEFAULT_STRING_MAX_BYTES} bytes`,
  });

/** `openSwap` (docs/wallet-protocol.md#methods): opens the wallet's swap from `base` to `quote`. */
export const openSwap = defineWalletMethod({
  name: 'openSwap',
  params: z
    .strictObject({ base: assetSchema, quote: assetSchema })
    .refine((params) => params.base !== params.quote, {
      error: 'Swap needs two different assets',
    }),
  result: z.object({ message: z.string() }),
});
