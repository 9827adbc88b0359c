// zod/mini: the active network is read on the first page.
import { z } from 'zod/mini';
import { STORAGE_KEYS } from '@/config/constants';
import { findNamedApiNetwork } from '@/config/named-api-networks';
import { atomWithValidatedStorage } from '@/lib/atom-with-validated-storage';
import { keepValidEntries } from '@/wallet/addresses';

/**
 * Returns the canonical form of a Stacks API base URL — http(s), no credentials, query or
 * fragment, no trailing slash — or undefined when it is not one.
 */
export function normalizeApiUrl(candidate: string): string | undefined {
  let url: URL;
  try {
    url = new URL(candidate.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (!url.hostname || url.username || url.password || url.search || url.hash) return undefined;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** A Stacks API the user added; its chain id comes from its own /v2/info. */
const customApiSchema = z.object({
  url: z.pipe(
    z.string(),
    z.transform((value: string, context) => {
      const normalized = normalizeApiUrl(value);
      if (normalized === undefined) {
        context.issues.push({ code: 'custom', message: 'Not an http(s) API URL', input: value });
        return z.NEVER;
      }
      return normalized;
    }),
  ),
  chainId: z.int().check(z.nonnegative()),
});
export type CustomApi = z.infer<typeof customApiSchema>;

export interface CustomApis {
  saved: CustomApi[];
  /** The URL of the saved API, or of a named network (config/named-api-networks.ts), in use
   * instead of the selected network's default host. */
  active: string | null;
}

const EMPTY: CustomApis = { saved: [], active: null };

/** Stored entries are checked one by one: a broken one is dropped, the rest kept. An active URL
 * that is neither saved nor a named network is ignored. */
const customApisSchema = z.pipe(
  z.object({
    saved: z.pipe(
      z.array(z.unknown()).check(z.maxLength(50)),
      z.transform((entries: unknown[]) => keepValidEntries(entries, customApiSchema)),
    ),
    active: z.catch(z.nullable(z.string()), null),
  }),
  z.transform(({ saved, active }): CustomApis => {
    const activeUrl = active === null ? undefined : normalizeApiUrl(active);
    return {
      saved,
      active:
        activeUrl !== undefined &&
        (saved.some((api) => api.url === activeUrl) || findNamedApiNetwork(activeUrl))
          ? activeUrl
          : null,
    };
  }),
);

/** Custom Stacks APIs, persisted under `customApis` (see docs/architecture.md, Networks). */
export const customApisAtom = atomWithValidatedStorage<CustomApis>(
  STORAGE_KEYS.customApis,
  customApisSchema,
  EMPTY,
);
