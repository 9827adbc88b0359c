// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootDevnetWallet } from './boot-devnet-wallet';

afterEach(() => {
  vi.unstubAllEnvs();
  delete window.LeatherProvider;
  for (const host of document.querySelectorAll('[data-devnet-wallet]')) host.remove();
});

describe('bootDevnetWallet', () => {
  it('installs nothing in a build without the flag, even on devnet', async () => {
    vi.stubEnv('VITE_DEVNET_WALLET', '');
    localStorage.setItem('network', JSON.stringify('devnet'));
    await bootDevnetWallet();
    expect(window.LeatherProvider).toBeUndefined();
  });

  it('installs nothing on another network', async () => {
    vi.stubEnv('VITE_DEVNET_WALLET', 'true');
    localStorage.setItem('network', JSON.stringify('mainnet'));
    await bootDevnetWallet();
    expect(window.LeatherProvider).toBeUndefined();
  });

  it('registers the devnet wallet as the provider on devnet, and it stops when the app leaves', async () => {
    vi.stubEnv('VITE_DEVNET_WALLET', 'true');
    localStorage.setItem('network', JSON.stringify('devnet'));
    await bootDevnetWallet();
    const provider = window.LeatherProvider as { request: (method: string) => Promise<unknown> };
    expect(typeof provider.request).toBe('function');
    // Registered, not loaded: its window appears with its first request.
    expect(document.querySelector('[data-devnet-wallet]')).toBeNull();

    localStorage.setItem('network', JSON.stringify('testnet'));
    await expect(provider.request('getAddresses')).rejects.toMatchObject({
      jsonrpc: '2.0',
      error: { code: -32603, message: 'The devnet wallet only works while Satchel is on devnet' },
    });
  });
});
