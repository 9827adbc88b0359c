import { useSyncExternalStore } from 'react';

/** Longest wait for an idle moment: a busy page still gets its controls soon after. */
const IDLE_TIMEOUT_MS = 1500;
const FIRST_USE_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

let ready = false;
let scheduled = false;
const listeners = new Set<() => void>();

function markReady() {
  if (ready) return;
  ready = true;
  for (const event of FIRST_USE_EVENTS) window.removeEventListener(event, markReady, true);
  for (const listener of listeners) listener();
}

/** Starts waiting once, on the first subscriber: idle time, or the visitor's first pointer,
 * focus or key, whichever comes first. */
function schedule() {
  if (scheduled) return;
  scheduled = true;
  for (const event of FIRST_USE_EVENTS) {
    window.addEventListener(event, markReady, { capture: true, passive: true });
  }
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(markReady, { timeout: IDLE_TIMEOUT_MS });
  } else {
    // Safari has no requestIdleCallback: a timer after the current work is close enough.
    window.setTimeout(markReady, 200);
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  schedule();
  return () => {
    listeners.delete(listener);
  };
}

/**
 * False while the server prerenders, while React hydrates, and after that until the browser is
 * idle or the visitor first points, focuses or types; true from then on. The header's secondary
 * controls load their code only then, so it stays off the first load — until then
 * they show a same-sized, inert placeholder.
 */
export function useIdleReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}

/** Tests only: back to the state of a fresh page. */
export function resetIdleReadyForTests() {
  ready = false;
  scheduled = false;
  listeners.clear();
}
