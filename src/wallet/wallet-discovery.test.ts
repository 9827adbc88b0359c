// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { hasInjectedWallet } from './provider';
import {
  chooseWallet,
  discoverWallets,
  getSelectedProvider,
  needsWalletPicker,
  safeIcon,
} from './wallet-discovery';

const provider = () => ({ request: vi.fn(() => Promise.resolve({ jsonrpc: '2.0', result: {} })) });

afterEach(() => {
  delete window.LeatherProvider;
  delete window.XverseProviders;
  delete window.AsignaProvider;
  delete window.FordefiProviders;
  delete window.wbip_providers;
  localStorage.clear();
});

describe('discoverWallets', () => {
  it('finds each family by its injected object', () => {
    window.LeatherProvider = provider();
    window.XverseProviders = { BitcoinProvider: provider(), StacksProvider: {} };
    window.AsignaProvider = provider();
    window.FordefiProviders = { UtxoProvider: provider() };
    expect(discoverWallets().map(({ family, name }) => [family, name])).toEqual([
      ['leather', 'Leather'],
      ['xverse', 'Xverse'],
      ['asigna', 'Asigna Multisig'],
      ['fordefi', 'Fordefi'],
    ]);
  });

  it('reads WBIP004 registrations and lists a registered provider once', () => {
    const leather = provider();
    window.LeatherProvider = leather;
    window.wbip_providers = [
      {
        id: 'LeatherProvider',
        name: 'Leather',
        icon: 'data:image/png;base64,AAAA',
        methods: ['getAddresses'],
      },
    ];
    const wallets = discoverWallets();
    expect(wallets).toHaveLength(1);
    expect(wallets[0]).toMatchObject({
      id: 'LeatherProvider',
      icon: 'data:image/png;base64,AAAA',
      methods: ['getAddresses'],
      provider: leather,
    });
  });

  it('survives hostile injected objects', () => {
    Object.defineProperty(window, 'XverseProviders', {
      configurable: true,
      get() {
        throw new Error('boom');
      },
    });
    window.wbip_providers = [
      null,
      { id: 42 },
      { id: 'Nowhere.Provider', name: 'Ghost' },
      new Proxy(
        {},
        {
          get: () => {
            throw new Error('trap');
          },
        },
      ),
      { id: 'AsignaProvider', name: { toString: () => 'x' }, icon: 'javascript:alert(1)' },
    ];
    window.AsignaProvider = provider();
    const wallets = discoverWallets();
    expect(wallets).toEqual([
      expect.objectContaining({ id: 'AsignaProvider', name: 'Asigna Multisig', icon: undefined }),
    ]);
    expect(hasInjectedWallet()).toBe(true);
    delete (window as { XverseProviders?: unknown }).XverseProviders;
  });
});

describe('safeIcon', () => {
  it.each([
    ['data:image/svg+xml;base64,PHN2Zz4=', true],
    ['https://wallet.example/icon.png', true],
    ['http://wallet.example/icon.png', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    [42, false],
  ])('%s → shown: %s', (icon, shown) => {
    expect(safeIcon(icon) !== undefined).toBe(shown);
  });
});

describe('choosing a wallet', () => {
  it('asks only when several wallets are installed and none is remembered', () => {
    window.LeatherProvider = provider();
    expect(needsWalletPicker(discoverWallets(), null)).toBe(false);
    window.XverseProviders = { BitcoinProvider: provider() };
    const wallets = discoverWallets();
    expect(needsWalletPicker(wallets, null)).toBe(true);
    expect(needsWalletPicker(wallets, 'Gone.Provider')).toBe(true);
    expect(needsWalletPicker(wallets, 'XverseProviders.BitcoinProvider')).toBe(false);
    expect(chooseWallet(wallets, null)?.family).toBe('leather');
    expect(chooseWallet(wallets, 'XverseProviders.BitcoinProvider')?.family).toBe('xverse');
  });

  it('sends to the remembered wallet; a corrupt stored value falls back', async () => {
    const leather = provider();
    const xverse = provider();
    window.LeatherProvider = leather;
    window.XverseProviders = { BitcoinProvider: xverse };
    localStorage.setItem(
      STORAGE_KEYS.walletProvider,
      JSON.stringify('XverseProviders.BitcoinProvider'),
    );
    await getSelectedProvider()?.request('stx_transferStx', {});
    expect(xverse.request).toHaveBeenCalledWith('stx_transferStx', {});
    localStorage.setItem(STORAGE_KEYS.walletProvider, '{not json');
    await getSelectedProvider()?.request('getInfo');
    expect(leather.request).toHaveBeenCalledWith('getInfo');
  });
});
