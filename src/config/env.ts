import { z } from 'zod';
import { parseCustomApiOrigins } from './custom-api-origins';

// Build-time configuration (Vite inlines import.meta.env). Parsed once: a malformed value is
// treated as absent rather than breaking the page.
const envSchema = z.object({
  VITE_SEGMENT_WRITE_KEY: z.string().trim().min(1).optional().catch(undefined),
  VITE_SEGMENT_CDN_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .catch(undefined),
  // Segment takes a host plus path without protocol, e.g. `api.segment.io/v1`.
  VITE_SEGMENT_API_HOST: z.string().trim().min(1).optional().catch(undefined),
  // The network a first visit starts on. The spec's default is mainnet; the local start
  // command sets devnet.
  VITE_DEFAULT_NETWORK: z.enum(['mainnet', 'testnet', 'devnet', 'mocknet']).catch('mainnet'),
  // Extra origins a custom Stacks API may be served from. The CSP's connect-src is built from the
  // same value (vite.config.ts), so the UI can refuse an origin the browser would block.
  VITE_CUSTOM_API_ORIGINS: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => parseCustomApiOrigins(value)),
  // The devnet wallet (keys of the public devnet accounts) is only ever built in when this is
  // exactly "true" — never in a production build by accident.
  VITE_DEVNET_WALLET: z
    .string()
    .optional()
    .transform((value) => value === 'true'),
});

export type AppEnv = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, unknown>): AppEnv {
  return envSchema.parse(source);
}

export const env: AppEnv = parseEnv(import.meta.env);
