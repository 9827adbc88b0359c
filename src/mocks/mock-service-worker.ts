import { setupWorker, type SetupWorker } from 'msw/browser';
import { env } from '@/config/env';
import { createMockHandlers } from './handlers/mock-handlers';
import { readMockScenario } from './mock-scenario';

// The MSW browser worker of mock mode. public/mockServiceWorker.js is committed (recipes.md:
// npm 11 skips msw's postinstall), served from our origin, so the CSP's worker-src 'self' allows it.

const WORKER_URL = '/mockServiceWorker.js';

let worker: SetupWorker | undefined;

/** Starts answering the app's HTTP calls with fixtures, for the saved scenario. */
export async function startMockServiceWorker(): Promise<void> {
  worker ??= setupWorker(...createMockHandlers({ scenario: readMockScenario(), env }));
  await worker.start({
    serviceWorker: { url: WORKER_URL },
    quiet: true,
    onUnhandledRequest(request, print) {
      // Our own pages, scripts and files are real; a stray external call is worth a warning.
      if (new URL(request.url).origin === window.location.origin) return;
      print.warning();
    },
  });
}

/**
 * Stops answering and unregisters the worker, so a page that left mock mode routes nothing
 * through it. Also clears a worker left registered by an earlier visit.
 */
export async function stopMockServiceWorker(): Promise<void> {
  worker?.stop();
  worker = undefined;
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((registration) => {
        const script = registration.active ?? registration.waiting ?? registration.installing;
        return script ? new URL(script.scriptURL).pathname === WORKER_URL : false;
      })
      .map((registration) => registration.unregister()),
  );
}
