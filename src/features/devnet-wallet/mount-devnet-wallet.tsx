import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { WalletProvider } from '@/wallet/provider';
import { walletAccounts } from '#common/devnet-accounts.mjs';
import { createReviewQueue } from './devnet-review-queue';
import { DevnetWalletDialog } from './devnet-wallet-dialog';
import { createDevnetWalletProvider } from './devnet-wallet-provider';

export interface MountDevnetWalletOptions {
  apiUrl: string;
  /** Read at each request: the wallet refuses to sign once the app has left devnet. */
  isActive: () => boolean;
}

/**
 * The devnet wallet itself, loaded on its first request (register-devnet-wallet.tsx): renders
 * its approval dialog into `root`, a root of its own outside the app's (prerendered, hydrated)
 * `#root`, the way an extension's popup lives outside the page, and returns the provider that
 * answers the page's requests.
 */
export function mountDevnetWallet(
  root: Root,
  { apiUrl, isActive }: MountDevnetWalletOptions,
): WalletProvider {
  const queue = createReviewQueue();
  const provider = createDevnetWalletProvider({
    accounts: walletAccounts,
    apiUrl,
    review: queue.review,
    isActive,
    storage: window.localStorage,
    // `open`: the wallet's window is its approval dialog, modal while a request waits, so
    // bringing it forward is giving it the focus again (a page may have moved it elsewhere).
    onOpen: () => {
      if (queue.snapshot().length === 0) return;
      document.querySelector<HTMLElement>('[role="dialog"]')?.focus();
    },
  });
  root.render(
    <StrictMode>
      <DevnetWalletDialog queue={queue} accounts={walletAccounts} />
    </StrictMode>,
  );
  return provider;
}
