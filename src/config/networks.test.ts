import { describe, expect, it } from 'vitest';
import { isDevnetBuild } from './devnet-build';
import {
  deriveNetworkKind,
  NETWORK_DEFAULTS,
  preferenceNetwork,
  reachableNetworkNames,
} from './networks';

describe('deriveNetworkKind (docs/product-decisions.md#networks)', () => {
  it.each([
    [{ chainId: 1, apiUrl: 'https://api.hiro.so' }, 'mainnet'],
    [{ chainId: 1, apiUrl: 'http://localhost:3999' }, 'mainnet'],
    [{ chainId: 2147483648, apiUrl: 'http://localhost:3999' }, 'devnet'],
    [{ chainId: 2147483648, apiUrl: 'http://localhost:3999/' }, 'devnet'],
    [{ chainId: 2147483648, apiUrl: 'http://127.0.0.1:3999' }, 'testnet'],
    [{ chainId: 2147483648, apiUrl: 'http://localhost:3998' }, 'testnet'],
    [{ chainId: 2147483648, apiUrl: 'https://api.testnet.hiro.so' }, 'testnet'],
    [{ chainId: 12345, apiUrl: 'https://my-node.example' }, 'testnet'],
  ] as const)('%o is %s', (network, kind) => {
    expect(deriveNetworkKind(network)).toBe(kind);
  });

  it('classifies every default network by its own kind', () => {
    expect(deriveNetworkKind(NETWORK_DEFAULTS.mainnet)).toBe('mainnet');
    expect(deriveNetworkKind(NETWORK_DEFAULTS.testnet)).toBe('testnet');
    expect(deriveNetworkKind(NETWORK_DEFAULTS.devnet)).toBe('devnet');
  });
});

describe('preferenceNetwork', () => {
  it('treats mocknet as testnet and keeps the others', () => {
    expect(preferenceNetwork('mocknet')).toBe('testnet');
    expect(preferenceNetwork('mainnet')).toBe('mainnet');
    expect(preferenceNetwork('devnet')).toBe('devnet');
  });
});

describe('reachableNetworkNames', () => {
  it('offers the local node’s networks only in a build for the devnet', () => {
    expect(reachableNetworkNames(true)).toEqual(['mainnet', 'testnet', 'devnet', 'mocknet']);
    expect(reachableNetworkNames(false)).toEqual(['mainnet', 'testnet']);
  });
});

describe('isDevnetBuild', () => {
  it.each([
    [{ VITE_DEFAULT_NETWORK: 'devnet' }, true],
    [{ VITE_DEFAULT_NETWORK: 'mocknet' }, true],
    [{ VITE_DEVNET_WALLET: 'true' }, true],
    [{ VITE_DEFAULT_NETWORK: 'mainnet', VITE_DEVNET_WALLET: 'false' }, false],
    [{ VITE_DEFAULT_NETWORK: 'testnet' }, false],
    [{}, false],
  ])('%o → %s', (variables, expected) => {
    expect(isDevnetBuild(variables)).toBe(expected);
  });
});
