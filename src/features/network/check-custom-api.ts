import { CUSTOM_API_CHECK_TIMEOUT_MS } from '@/config/constants';
import { env } from '@/config/env';
import { NAMED_API_NETWORKS } from '@/config/named-api-networks';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { fetchNodeInfo } from '@/stacks/api/node-info';
import { normalizeApiUrl, type CustomApi } from '@/stacks/custom-apis';
import { StacksApiError } from '@/stacks/stacks-api';

export const INVALID_API_URL_MESSAGE =
  'Enter the full address of a Stacks API, starting with https:// (no query or #fragment).';

/** Why a custom API was refused, in words for the person who typed it. */
export class CustomApiCheckError extends Error {
  override readonly name = 'CustomApiCheckError';
}

/**
 * Origins a custom API may use: the CSP's connect-src lists fixed hosts, so anything else would
 * be blocked by the browser (docs/decisions/0006-custom-stacks-apis.md). The dev server sends
 * no CSP, so there any origin works.
 */
export const ALLOWED_API_ORIGINS: readonly string[] | 'any' = import.meta.env.DEV
  ? 'any'
  : [
      ...new Set([
        ...Object.values(NETWORK_DEFAULTS).map(({ apiUrl }) => new URL(apiUrl).origin),
        ...NAMED_API_NETWORKS.map(({ url }) => new URL(url).origin),
        ...env.VITE_CUSTOM_API_ORIGINS,
      ]),
    ];

export type CustomApiUrlReading =
  { valid: true; url: string; origin: string } | { valid: false; error: string };

/**
 * The checks that need no request: a Stacks API address, on an origin this build may reach.
 * The add-API form shows their words when the person leaves the field (decision 0007).
 */
export function readCustomApiUrl(
  input: string,
  allowedOrigins: readonly string[] | 'any' = ALLOWED_API_ORIGINS,
): CustomApiUrlReading {
  const url = normalizeApiUrl(input);
  if (!url) return { valid: false, error: INVALID_API_URL_MESSAGE };
  const { origin } = new URL(url);
  if (allowedOrigins !== 'any' && !allowedOrigins.includes(origin)) {
    return {
      valid: false,
      error:
        `This build of Satchel may only reach Stacks APIs on ${allowedOrigins.join(', ')}. ` +
        `Serve your API from one of them, use the development server, or build with ` +
        `VITE_CUSTOM_API_ORIGINS=${origin}.`,
    };
  }
  return { valid: true, url, origin };
}

export interface CheckCustomApiOptions {
  allowedOrigins?: readonly string[] | 'any';
  timeoutMs?: number;
}

/**
 * Checks that `input` is the address of a Stacks API we may reach and that its /v2/info answers
 * like a Stacks node; returns it with the chain id the node reports. Throws CustomApiCheckError
 * with words otherwise.
 */
export async function checkCustomApi(
  input: string,
  {
    allowedOrigins = ALLOWED_API_ORIGINS,
    timeoutMs = CUSTOM_API_CHECK_TIMEOUT_MS,
  }: CheckCustomApiOptions = {},
): Promise<CustomApi> {
  const address = readCustomApiUrl(input, allowedOrigins);
  if (!address.valid) throw new CustomApiCheckError(address.error);
  const { url, origin } = address;
  try {
    const info = await fetchNodeInfo({ apiUrl: url }, AbortSignal.timeout(timeoutMs));
    return { url, chainId: info.network_id };
  } catch (error) {
    throw new CustomApiCheckError(describeFailure(error, origin, timeoutMs), { cause: error });
  }
}

function describeFailure(error: unknown, origin: string, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `${origin} did not answer within ${timeoutMs / 1000} seconds.`;
  }
  if (error instanceof StacksApiError) {
    switch (error.name) {
      case 'StacksApiHttpError':
        return `${origin} answered /v2/info with HTTP ${error.status ?? '?'}: it is not a working Stacks node.`;
      case 'StacksApiResponseError':
        return `${origin} does not answer like a Stacks node: its /v2/info has no chain id and block heights.`;
      case 'StacksApiNetworkError':
        return `Could not reach ${origin}. Check the address, and that the API accepts requests from this page (CORS).`;
    }
  }
  return `Could not check ${origin}.`;
}
