import { useStore } from 'jotai';
import { useEffect, useEffectEvent } from 'react';
import type { AddressEntry } from './addresses';
import { addressesAtom } from './connection-store';
import { connectedWalletKeyOf } from './use-connected-wallet-key';

/**
 * Calls `onChange` with the new addresses when another wallet connection replaces the current
 * one (another account, a disconnect): a form drops what it showed for the old account. It
 * listens to the connection store, so the form reacts as the change happens, not while it
 * renders.
 */
export function useOnConnectionChange(onChange: (addresses: readonly AddressEntry[]) => void) {
  const store = useStore();
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    let seen = connectedWalletKeyOf(store.get(addressesAtom));
    return store.sub(addressesAtom, () => {
      const addresses = store.get(addressesAtom);
      const key = connectedWalletKeyOf(addresses);
      if (key === seen) return;
      seen = key;
      changed(addresses);
    });
  }, [store]);
}
