import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server prerenders and while React hydrates that HTML, true afterwards (and at
 * once when there was nothing to hydrate). Parts that depend on the browser — stored wallet
 * addresses, an injected provider — render their neutral form until then, so hydration matches.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
