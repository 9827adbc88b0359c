// @vitest-environment jsdom
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  btcNativeSegwitEntry,
  btcTaprootEntry,
  leatherAddresses,
  MAINNET_STX_ADDRESS,
} from '@/mocks/fixtures/wallet-addresses';
import { findBtcAddress } from './addresses';
import {
  addressesAtom,
  deriveWalletStatus,
  networkAtom,
  stxAddressAtom,
  walletStatusAtom,
} from './connection-store';
import { providerDetectedAtom } from './provider-detected';

describe('deriveWalletStatus (docs/product-decisions.md#connection-states)', () => {
  const addresses = getAddressesFixture();
  it('is connected when addresses are stored, whatever the provider', () => {
    expect(deriveWalletStatus(addresses, false)).toBe('connected');
    expect(deriveWalletStatus(addresses, true)).toBe('connected');
  });
  it('is detected when nothing is stored but the provider exists', () => {
    expect(deriveWalletStatus([], true)).toBe('detected');
  });
  it('is missing otherwise', () => {
    expect(deriveWalletStatus([], false)).toBe('missing');
  });
});

describe('connection store', () => {
  it('reads stored addresses and finds the STX one by symbol', () => {
    localStorage.setItem('addresses', JSON.stringify([...leatherAddresses].reverse()));
    const store = createStore();
    expect(store.get(walletStatusAtom)).toBe('connected');
    expect(store.get(stxAddressAtom)).toBe(MAINNET_STX_ADDRESS);
  });

  it('treats a corrupt addresses value as signed out and keeps working', () => {
    localStorage.setItem('addresses', '{"not":"a list"');
    const store = createStore();
    store.set(providerDetectedAtom, true);
    expect(store.get(walletStatusAtom)).toBe('detected');
  });

  it('defaults the network to mainnet and ignores unknown names', () => {
    expect(createStore().get(networkAtom)).toBe('mainnet');
    localStorage.setItem('network', '"moonnet"');
    expect(createStore().get(networkAtom)).toBe('mainnet');
    localStorage.setItem('network', '"testnet"');
    expect(createStore().get(networkAtom)).toBe('testnet');
  });
});

function getAddressesFixture() {
  const store = createStore();
  localStorage.setItem('addresses', JSON.stringify(leatherAddresses));
  const addresses = store.get(addressesAtom);
  localStorage.clear();
  return addresses;
}

describe('findBtcAddress', () => {
  it('finds a Bitcoin address by its type, wherever it stands', () => {
    const addresses = getAddressesFixture();
    expect(findBtcAddress(addresses, 'p2wpkh')?.address).toBe(btcNativeSegwitEntry.address);
    expect(findBtcAddress([...addresses].reverse(), 'p2tr')?.address).toBe(btcTaprootEntry.address);
    expect(findBtcAddress(addresses, 'p2pkh')).toBeUndefined();
  });
});
