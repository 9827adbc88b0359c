import type { z } from 'zod';
import type { ActiveNetwork } from './active-network';

// One way to call a Stacks API: every answer is parsed with zod, every failure is one of these
// errors with words a person can read. The HTTP layer never shows toasts.

export class StacksApiError extends Error {
  override readonly name: 'StacksApiHttpError' | 'StacksApiNetworkError' | 'StacksApiResponseError';
  readonly status: number | undefined;

  constructor(
    name: StacksApiError['name'],
    message: string,
    options: { status?: number | undefined; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = name;
    this.status = options.status;
  }
}

/** How long an answer may take before the call fails with words instead of loading forever
 * (a hung server never closes the connection). */
const STACKS_API_TIMEOUT_MS = 15_000;

interface StacksApiRequest<T> {
  network: Pick<ActiveNetwork, 'apiUrl'>;
  path: string;
  schema: z.ZodType<T>;
  init?: RequestInit;
  signal?: AbortSignal | undefined;
  /** Defaults to STACKS_API_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** Fetches `path` from the network's Stacks API and parses the JSON answer with `schema`. */
export async function fetchStacksApi<T>({
  network,
  path,
  schema,
  init,
  signal,
  timeoutMs = STACKS_API_TIMEOUT_MS,
}: StacksApiRequest<T>): Promise<T> {
  // Resolved relative to the base, so an API served under a path (a custom API behind a proxy)
  // keeps its path: `/v2/info` on `https://host/stacks` is `https://host/stacks/v2/info`.
  const url = new URL(
    path.replace(/^\/+/, ''),
    network.apiUrl.endsWith('/') ? network.apiUrl : `${network.apiUrl}/`,
  );
  const timeout = AbortSignal.timeout(timeoutMs);
  const timedOut = (cause: unknown) =>
    new StacksApiError(
      'StacksApiNetworkError',
      `The Stacks API at ${url.origin} did not answer within ${timeoutMs / 1000} s`,
      { cause },
    );
  let response: Response;
  try {
    const headers = new Headers(init?.headers);
    headers.set('accept', 'application/json');
    response = await fetch(url, {
      ...init,
      headers,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    if (timeout.aborted) throw timedOut(cause);
    throw new StacksApiError(
      'StacksApiNetworkError',
      `Could not reach the Stacks API at ${url.origin}`,
      { cause },
    );
  }
  if (!response.ok) {
    throw new StacksApiError(
      'StacksApiHttpError',
      `The Stacks API answered ${response.status} ${response.statusText}`.trim(),
      { status: response.status },
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    if (timeout.aborted) throw timedOut(cause);
    throw new StacksApiError('StacksApiResponseError', 'The Stacks API sent a malformed answer', {
      cause,
    });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new StacksApiError('StacksApiResponseError', 'The Stacks API sent an unexpected answer', {
      cause: parsed.error,
    });
  }
  return parsed.data;
}
