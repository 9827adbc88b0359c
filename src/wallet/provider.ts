// Detection of injected wallet providers, on the first page: only whether one exists, by the
// globals each wallet family injects. Names, icons, adapters and the picker's list live in the
// lazily loaded wallet-discovery.ts (docs/decisions/0010-wallet-providers.md).

export interface WalletProvider {
  request(method: string, params?: unknown): Promise<unknown>;
}

declare global {
  interface Window {
    LeatherProvider?: unknown;
    XverseProviders?: unknown;
    AsignaProvider?: unknown;
    FordefiProviders?: unknown;
    wbip_providers?: unknown;
  }
}

/** Each known family's provider path on `window` (wallet-family.ts names them, with the
 * sources). Only the paths here: this file is on the first page. */
export const KNOWN_PROVIDER_PATHS = [
  'LeatherProvider',
  'XverseProviders.BitcoinProvider',
  'AsignaProvider',
  'FordefiProviders.UtxoProvider',
] as const;

export function isWalletProvider(candidate: unknown): candidate is WalletProvider {
  try {
    return (
      typeof candidate === 'object' &&
      candidate !== null &&
      typeof (candidate as { request?: unknown }).request === 'function'
    );
  } catch {
    return false; // a hostile getter must not break the page
  }
}

/** Reads a dotted path (`XverseProviders.BitcoinProvider`) on `window`; undefined when any step
 * is missing or throws. */
export function readWindowPath(path: string, win: Window = window): unknown {
  try {
    let value: unknown = win;
    for (const part of path.split('.')) {
      if (typeof value !== 'object' || value === null) return undefined;
      value = (value as Record<string, unknown>)[part];
    }
    return value;
  } catch {
    return undefined;
  }
}

/** Leather's provider (`window.LeatherProvider`), or undefined. */
export function getInjectedProvider(): WalletProvider | undefined {
  if (typeof window === 'undefined') return undefined;
  const candidate = readWindowPath('LeatherProvider');
  return isWalletProvider(candidate) ? candidate : undefined;
}

/** True when any wallet family's provider, or a WBIP004 registration, is on the page. */
export function hasInjectedWallet(): boolean {
  if (typeof window === 'undefined') return false;
  if (KNOWN_PROVIDER_PATHS.some((path) => isWalletProvider(readWindowPath(path)))) return true;
  const registered = readWindowPath('wbip_providers');
  try {
    return Array.isArray(registered) && registered.length > 0;
  } catch {
    return false;
  }
}

/**
 * Extensions inject their provider some time after the page starts. Calls `onFound` once a
 * provider appears, looking every `intervalMs` for `windowMs`. Returns a cancel function.
 */
export function watchForProvider(
  onFound: () => void,
  { windowMs, intervalMs }: { windowMs: number; intervalMs: number },
): () => void {
  if (hasInjectedWallet()) {
    onFound();
    return () => {};
  }
  const startedAt = Date.now();
  const timer = setInterval(() => {
    if (hasInjectedWallet()) {
      clearInterval(timer);
      onFound();
    } else if (Date.now() - startedAt >= windowMs) {
      clearInterval(timer);
    }
  }, intervalMs);
  return () => clearInterval(timer);
}
