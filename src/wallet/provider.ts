// Discovery of the injected wallet provider. Leather first: it injects `window.LeatherProvider`,
// an object with `request(method, params)` that resolves with the whole JSON-RPC response and
// rejects with the whole error response.

export interface WalletProvider {
  request(method: string, params?: unknown): Promise<unknown>;
}

declare global {
  interface Window {
    LeatherProvider?: unknown;
  }
}

function isWalletProvider(candidate: unknown): candidate is WalletProvider {
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof (candidate as { request?: unknown }).request === 'function'
  );
}

/** The injected provider, or undefined when no wallet is on the page. */
export function getInjectedProvider(): WalletProvider | undefined {
  if (typeof window === 'undefined') return undefined;
  let candidate: unknown;
  try {
    candidate = window.LeatherProvider;
  } catch {
    return undefined; // a hostile getter must not break the page
  }
  return isWalletProvider(candidate) ? candidate : undefined;
}

/**
 * Extensions inject their provider some time after the page starts. Calls `onFound` once the
 * provider appears, looking every `intervalMs` for `windowMs`. Returns a cancel function.
 */
export function watchForProvider(
  onFound: () => void,
  { windowMs, intervalMs }: { windowMs: number; intervalMs: number },
): () => void {
  if (getInjectedProvider()) {
    onFound();
    return () => {};
  }
  const startedAt = Date.now();
  const timer = setInterval(() => {
    if (getInjectedProvider()) {
      clearInterval(timer);
      onFound();
    } else if (Date.now() - startedAt >= windowMs) {
      clearInterval(timer);
    }
  }, intervalMs);
  return () => clearInterval(timer);
}
