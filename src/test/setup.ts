import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The app's logic tests run in the node environment (vitest.config.ts, `app-logic`), so touch the
// DOM only if present.
const hasDom = typeof window !== 'undefined';

// findBy*/waitFor wait up to 10 s (default 1 s): lazy chunks compile on first use, and CI machines
// have two busy cores. On a 2-core machine at load 18, single waits took up to 5.5 s. A test
// waiting for something that never comes still fails.
configure({ asyncUtilTimeout: 10_000 });

// The files of a worker share one process and one jsdom window (vitest.config.ts): each test
// leaves the page as it found it, at the same address.
afterEach(() => {
  if (!hasDom) return;
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

// jsdom lacks a few browser APIs that Radix menus and popovers call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in globalThis))
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

// Under jsdom, Node's TextEncoder returns a Uint8Array of another realm than the test's global
// one, which @stacks/common's concatBytes refuses (it encodes contract names with it). Browsers
// have one realm; re-wrapping here makes jsdom behave like them, for every file (assigned, not
// stubbed, so no test's clean-up undoes it; once per process, as this file runs for each file).
class SameRealmTextEncoder extends TextEncoder {
  override encode(input?: string) {
    return new Uint8Array(super.encode(input));
  }
}
if (hasDom && globalThis.TextEncoder.name !== SameRealmTextEncoder.name) {
  globalThis.TextEncoder = SameRealmTextEncoder;
}

if (hasDom)
  Object.assign(Element.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => {},
    scrollIntoView: () => {},
  });
