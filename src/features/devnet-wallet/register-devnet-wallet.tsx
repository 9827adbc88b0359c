import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { WalletProvider } from '@/wallet/provider';
import { DEVNET_INSTANT_METHODS } from './devnet-wallet-instant-methods';
import { DevnetWalletLoading, type DevnetWalletLoadState } from './devnet-wallet-loading';
import type { MountDevnetWalletOptions } from './mount-devnet-wallet';

// What the devnet build runs at boot: a provider at `window.LeatherProvider`, so the header
// offers Connect as it would with Leather installed, whose first request loads the wallet itself
// (mount-devnet-wallet.tsx: the signers, @stacks/transactions, the approval dialog) and hands
// every request to it from then on. Only React and the shell's button come with this chunk.

/** JSON-RPC 2.0's "Internal error" (https://www.jsonrpc.org/specification#error_object), the
 * code the devnet wallet answers its own failures with. A number here: `wallet/errors.ts` is not
 * among the chunks the boot has loaded. */
const INTERNAL_ERROR = -32603;

type MountDevnetWallet = (root: Root, options: MountDevnetWalletOptions) => WalletProvider;

export interface RegisterDevnetWalletOptions extends MountDevnetWalletOptions {
  /** Loads the wallet's code (its own chunk); a test passes its own. */
  load?: () => Promise<{ mountDevnetWallet: MountDevnetWallet }>;
}

function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'unknown error';
}

/**
 * Puts the devnet wallet where the app looks for Leather. Nothing of the wallet loads until a
 * request: Connect, or a page of a connection restored from storage that asks the wallet. A
 * request that opens the wallet's window shows it at once, opening, then the approval dialog once
 * the code has arrived, or why it could not load (the request is then refused with -32603 and the
 * next one tries again).
 */
export function registerDevnetWallet({
  load = () => import('./mount-devnet-wallet'),
  ...mountOptions
}: RegisterDevnetWalletOptions): void {
  let root: Root | undefined;
  let loading: Promise<WalletProvider> | undefined;
  let wallet: WalletProvider | undefined;
  /** Where the focus was when the window opened: given back when its failure is closed. */
  let focusBefore: Element | null = null;

  // The wallet's window: a root of its own outside the app's (prerendered, hydrated) `#root`,
  // the way an extension's popup lives outside the page; the approval dialog renders in it too.
  const windowRoot = (): Root => {
    if (!root) {
      const host = document.createElement('div');
      host.dataset.devnetWallet = '';
      document.body.append(host);
      root = createRoot(host);
    }
    return root;
  };
  const close = () => {
    windowRoot().render(null);
    if (focusBefore instanceof HTMLElement && focusBefore.isConnected) focusBefore.focus();
  };
  const show = (state: DevnetWalletLoadState) => {
    windowRoot().render(
      <StrictMode>
        <DevnetWalletLoading state={state} onClose={close} />
      </StrictMode>,
    );
  };
  const loadWallet = (): Promise<WalletProvider> => {
    loading ??= load().then(
      ({ mountDevnetWallet }) => (wallet = mountDevnetWallet(windowRoot(), mountOptions)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const provider: WalletProvider = {
    async request(method: string, params?: unknown): Promise<unknown> {
      if (wallet) return wallet.request(method, params);
      // Off devnet the wallet refuses at once, without a window.
      const opensWindow = mountOptions.isActive() && !DEVNET_INSTANT_METHODS.includes(method);
      if (opensWindow) {
        focusBefore = document.activeElement;
        show({ phase: 'loading' });
      }
      let loaded: WalletProvider;
      try {
        loaded = await loadWallet();
      } catch (error) {
        if (opensWindow) show({ phase: 'failed', reason: reasonOf(error) });
        const body = {
          code: INTERNAL_ERROR,
          message: `The devnet wallet could not load: ${reasonOf(error)}`,
        };
        // Rejected with the whole JSON-RPC response, as the wallet itself (and Leather) does.
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- same shape as Leather
        throw { jsonrpc: '2.0', id: crypto.randomUUID(), error: body };
      }
      return loaded.request(method, params);
    },
  };
  window.LeatherProvider = provider;
}
