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

interface StacksApiRequest<T> {
  network: Pick<ActiveNetwork, 'apiUrl'>;
  path: string;
  schema: z.ZodType<T>;
  init?: RequestInit;
  signal?: AbortSignal | undefined;
}

/** Fetches `path` from the network's Stacks API and parses the JSON answer with `schema`. */
export async function fetchStacksApi<T>({
  network,
  path,
  schema,
  init,
  signal,
}: StacksApiRequest<T>): Promise<T> {
  // Resolved relative to the base, so an API served under a path (a custom API behind a proxy)
  // keeps its path: `/v2/info` on `https://host/stacks` is `https://host/stacks/v2/info`.
  const url = new URL(
    path.replace(/^\/+/, ''),
    network.apiUrl.endsWith('/') ? network.apiUrl : `${network.apiUrl}/`,
  );
  let response: Response;
  try {
    const headers = new Headers(init?.headers);
    headers.set('accept', 'application/json');
    response = await fetch(url, { ...init, headers, signal: signal ?? null });
  } catch (cause) {
    if (signal?.aborted) throw cause;
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
