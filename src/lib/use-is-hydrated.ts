import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** Set by the browser entry right before it hydrates a prerendered page, until that commits. */
let hydrationPending = false;

/** Called by the browser entry right before it hydrates a prerendered page. */
export function expectHydration(): void {
  hydrationPending = true;
}

const subscribe = () => () => {};
const getSnapshot = () => !hydrationPending;
const getServerSnapshot = () => false;

/**
 * False while the server prerenders and while React hydrates that HTML, true afterwards (and at
 * once when there was nothing to hydrate). Parts that depend on the browser — stored wallet
 * addresses, an injected provider — render their neutral form until then, so hydration matches.
 *
 * While a hydration is pending the browser's snapshot equals the server's, so React does not
 * force a synchronous second pass right after the hydration commit (no task over
 * 100 ms at load); the switch to true is a transition instead, which React renders in short
 * slices.
 */
export function useIsHydrated(): boolean {
  const settled = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const [switched, setSwitched] = useState(false);
  const hydrated = settled || switched;
  useEffect(() => {
    if (hydrated) return;
    // After the whole commit's effects: React compares every instance's snapshot with the
    // server's during them, and an earlier switch would force the synchronous pass again.
    queueMicrotask(() => {
      hydrationPending = false;
    });
    startTransition(() => {
      setSwitched(true);
    });
  }, [hydrated]);
  return hydrated;
}
