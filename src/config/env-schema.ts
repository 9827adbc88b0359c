// Run by the build (vite.config.ts), which writes the result into the bundle: the browser never
// parses the env, so zod stays off the first page (docs/decisions/0014-first-load-without-zod.md).
import { z } from 'zod/mini';
import { parseCustomApiOrigins } from './custom-api-origins';

/** A setting that is either absent or unusable counts as absent. */
function optionalSetting<T extends z.core.SomeType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

// Build-time configuration, parsed once by the build: a malformed value is treated as absent
// rather than breaking the page.
const envSchema = z.object({
  VITE_SEGMENT_WRITE_KEY: optionalSetting(z.string().check(z.trim(), z.minLength(1))),
  VITE_SEGMENT_CDN_URL: optionalSetting(z.url({ protocol: /^https?$/ })),
  // Segment takes a host plus path without protocol, e.g. `api.segment.io/v1`.
  VITE_SEGMENT_API_HOST: optionalSetting(z.string().check(z.trim(), z.minLength(1))),
  // The network a first visit starts on. The spec's default is mainnet; the local start
  // command sets devnet.
  VITE_DEFAULT_NETWORK: z.catch(z.enum(['mainnet', 'testnet', 'devnet', 'mocknet']), 'mainnet'),
  // Extra origins a custom Stacks API may be served from. The CSP's connect-src is built from the
  // same value (vite.config.ts), so the UI can refuse an origin the browser would block.
  VITE_CUSTOM_API_ORIGINS: z.pipe(
    optionalSetting(z.string()),
    z.transform((value: string | undefined) => parseCustomApiOrigins(value)),
  ),
  // The devnet wallet (keys of the public devnet accounts) is only ever built in when this is
  // exactly "true" — never in a production build by accident.
  VITE_DEVNET_WALLET: z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined) => value === 'true'),
  ),
});

export type AppEnv = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, unknown>): AppEnv {
  return envSchema.parse(source);
}
