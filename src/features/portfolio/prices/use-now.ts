import { useSyncExternalStore } from 'react';

// The time a render may compare against (ms since the epoch), for prices whose age matters while
// they are shown (review finding 10). It moves every minute and as soon as the tab is shown again,
// so a figure cached before a laptop slept is judged by the time it is seen, not when it came.

const TICK_MS = 60_000;
let now = Date.now();

function subscribe(onChange: () => void): () => void {
  const update = () => {
    now = Date.now();
    onChange();
  };
  // The time may have stood still while nothing listened: React reads it again after subscribing.
  now = Date.now();
  const timer = window.setInterval(update, TICK_MS);
  document.addEventListener('visibilitychange', update);
  window.addEventListener('focus', update);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', update);
    window.removeEventListener('focus', update);
  };
}

export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}
