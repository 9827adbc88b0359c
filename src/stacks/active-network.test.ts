// @vitest-environment jsdom
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { MAINNET_STX_ADDRESS, stxEntry } from '@/mocks/fixtures/wallet-addresses';
import { addressesAtom, networkAtom } from '@/wallet/connection-store';
import {
  activeNetworkAtom,
  explorerNetworkParams,
  networkQueryKey,
  removeCustomApiAtom,
  selectNetworkAtom,
} from './active-network';
import { customApisAtom } from './custom-apis';
import { walletNetworkMismatchAtom } from './wallet-network-mismatch';

const NODE = 'https://node.example.com';
const TESTNET_STX_ADDRESS = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';

describe('activeNetworkAtom', () => {
  it('is the default mainnet host on a first visit', () => {
    expect(createStore().get(activeNetworkAtom)).toEqual({
      name: 'mainnet',
      kind: 'mainnet',
      apiUrl: 'https://api.hiro.so',
      chainId: 1,
      custom: false,
    });
  });

  it('gives mocknet the local node, and devnet its kind', () => {
    const store = createStore();
    store.set(networkAtom, 'mocknet');
    expect(store.get(activeNetworkAtom)).toMatchObject({
      name: 'mocknet',
      kind: 'devnet',
      apiUrl: 'http://localhost:3999',
    });
  });

  it('uses an active custom API, its kind derived from its chain id and URL', () => {
    const store = createStore();
    store.set(selectNetworkAtom, { custom: { url: NODE, chainId: 1 } });
    expect(store.get(activeNetworkAtom)).toEqual({
      name: 'mainnet',
      kind: 'mainnet',
      apiUrl: NODE,
      chainId: 1,
      custom: true,
    });
    expect(localStorage.getItem('network')).toBe('"mainnet"');
    expect(JSON.parse(localStorage.getItem('customApis') ?? '')).toEqual({
      saved: [{ url: NODE, chainId: 1 }],
      active: NODE,
    });

    store.set(selectNetworkAtom, {
      custom: { url: 'http://localhost:3999/', chainId: 2147483648 },
    });
    expect(store.get(activeNetworkAtom).kind).toBe('devnet');
  });

  it('keeps custom APIs apart from the default host of the same kind in query keys', () => {
    const store = createStore();
    store.set(selectNetworkAtom, { name: 'testnet' });
    const testnetKey = networkQueryKey(store.get(activeNetworkAtom));
    store.set(selectNetworkAtom, { custom: { url: NODE, chainId: 2147483648 } });
    expect(networkQueryKey(store.get(activeNetworkAtom))).not.toEqual(testnetKey);
  });

  it('goes back to the default host when a network is chosen or the custom API removed', () => {
    const store = createStore();
    store.set(selectNetworkAtom, { custom: { url: NODE, chainId: 2147483648 } });
    store.set(selectNetworkAtom, { name: 'mainnet' });
    expect(store.get(activeNetworkAtom).apiUrl).toBe('https://api.hiro.so');
    expect(store.get(customApisAtom).saved).toHaveLength(1);

    store.set(selectNetworkAtom, { custom: { url: NODE, chainId: 2147483648 } });
    store.set(removeCustomApiAtom, NODE);
    expect(store.get(activeNetworkAtom)).toMatchObject({ name: 'testnet', custom: false });
    expect(store.get(customApisAtom)).toEqual({ saved: [], active: null });
  });
});

describe('stored custom APIs', () => {
  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', '"https://node.example.com"'],
    ['oversized', JSON.stringify({ saved: [], active: 'x'.repeat(70_000) })],
  ])('fall back to none when %s', (_label, raw) => {
    localStorage.setItem('customApis', raw);
    const store = createStore();
    expect(store.get(customApisAtom)).toEqual({ saved: [], active: null });
    expect(store.get(activeNetworkAtom).custom).toBe(false);
  });

  it('drop broken entries one by one and ignore an active URL that is not saved', () => {
    localStorage.setItem(
      'customApis',
      JSON.stringify({
        saved: [
          { url: 'javascript:alert(1)', chainId: 1 },
          { url: `${NODE}/`, chainId: 1 },
          { url: 'https://other.example.com', chainId: 'one' },
        ],
        active: 'https://other.example.com',
      }),
    );
    const store = createStore();
    expect(store.get(customApisAtom)).toEqual({ saved: [{ url: NODE, chainId: 1 }], active: null });
    expect(store.get(activeNetworkAtom).apiUrl).toBe('https://api.hiro.so');
  });
});

describe('the PoX-5 test network (decision 0008)', () => {
  const POX5 = 'https://api.testnet-pox5.hiro.so';

  it('is a testnet-kind network on its own host, chosen without saving a copy', () => {
    const store = createStore();
    store.set(selectNetworkAtom, { custom: { url: POX5, chainId: 0x80000005 } });
    expect(store.get(activeNetworkAtom)).toEqual({
      name: 'testnet',
      kind: 'testnet',
      apiUrl: POX5,
      chainId: 0x80000005,
      custom: true,
    });
    expect(localStorage.getItem('network')).toBe('"testnet"');
    expect(JSON.parse(localStorage.getItem('customApis') ?? '')).toEqual({
      saved: [],
      active: POX5,
    });
    // Its data never mixes with Hiro's testnet.
    expect(networkQueryKey(store.get(activeNetworkAtom))).toEqual(['testnet', POX5]);
  });

  it('is read back from storage on the next visit, with its own chain id', () => {
    localStorage.setItem('network', '"testnet"');
    // A /v2/info that misreported its chain id once does not change the built-in one.
    localStorage.setItem(
      'customApis',
      JSON.stringify({ saved: [{ url: POX5, chainId: 1 }], active: `${POX5}/` }),
    );
    expect(createStore().get(activeNetworkAtom)).toMatchObject({
      apiUrl: POX5,
      chainId: 0x80000005,
      kind: 'testnet',
    });
  });

  it('gives way to a spec network when one is chosen', () => {
    const store = createStore();
    store.set(selectNetworkAtom, { custom: { url: POX5, chainId: 0x80000005 } });
    store.set(selectNetworkAtom, { name: 'testnet' });
    expect(store.get(activeNetworkAtom)).toMatchObject({
      apiUrl: 'https://api.testnet.hiro.so',
      custom: false,
    });
  });
});

describe('explorerNetworkParams', () => {
  it('names the chain, and adds the API only where the explorer cannot know it', () => {
    const store = createStore();
    expect(explorerNetworkParams(store.get(activeNetworkAtom))).toEqual({
      chain: 'mainnet',
      apiUrl: undefined,
    });
    store.set(selectNetworkAtom, { name: 'devnet' });
    expect(explorerNetworkParams(store.get(activeNetworkAtom))).toEqual({
      chain: 'testnet',
      apiUrl: 'http://localhost:3999',
    });
    store.set(selectNetworkAtom, { custom: { url: NODE, chainId: 1 } });
    expect(explorerNetworkParams(store.get(activeNetworkAtom))).toEqual({
      chain: 'mainnet',
      apiUrl: NODE,
    });
  });
});

describe('walletNetworkMismatchAtom', () => {
  it('is unset without a wallet, or when the wallet is on the app network', () => {
    const store = createStore();
    expect(store.get(walletNetworkMismatchAtom)).toBeUndefined();
    store.set(addressesAtom, [stxEntry]);
    expect(store.get(walletNetworkMismatchAtom)).toBeUndefined();
  });

  it('says where each one is when they differ; devnet and mocknet count as testnet', () => {
    const store = createStore();
    store.set(addressesAtom, [{ symbol: 'STX', address: MAINNET_STX_ADDRESS }]);
    store.set(selectNetworkAtom, { name: 'mocknet' });
    expect(store.get(walletNetworkMismatchAtom)).toEqual({ wallet: 'mainnet', app: 'testnet' });
    store.set(addressesAtom, [{ symbol: 'STX', address: TESTNET_STX_ADDRESS }]);
    expect(store.get(walletNetworkMismatchAtom)).toBeUndefined();
    store.set(selectNetworkAtom, { name: 'mainnet' });
    expect(store.get(walletNetworkMismatchAtom)).toEqual({ wallet: 'testnet', app: 'mainnet' });
  });
});
