import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { walletAccounts } from '#common/devnet-accounts.mjs';
import { createReviewQueue } from './devnet-review-queue';
import { DevnetWalletDialog } from './devnet-wallet-dialog';
import { createDevnetWalletProvider } from './devnet-wallet-provider';

export interface InstallDevnetWalletOptions {
  apiUrl: string;
  /** Read at each request: the wallet refuses to sign once the app has left devnet. */
  isActive: () => boolean;
}

/**
 * Puts the devnet wallet where the app looks for Leather (`window.LeatherProvider`) and mounts
 * its approval dialog in a root of its own, outside the app's (prerendered, hydrated) `#root`,
 * the way an extension's popup lives outside the page.
 */
export function installDevnetWallet({ apiUrl, isActive }: InstallDevnetWalletOptions): void {
  const queue = createReviewQueue();
  window.LeatherProvider = createDevnetWalletProvider({
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
  const host = document.createElement('div');
  host.dataset.devnetWallet = '';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <DevnetWalletDialog queue={queue} accounts={walletAccounts} />
    </StrictMode>,
  );
}
