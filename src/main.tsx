// First: the click listener and zod's configuration, then the framework, each evaluated in a
// task of its own before the rest (app/boot/stage-1-clicks.ts explains).
import './app/boot/stage-2-framework';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyThemePreference, readThemePreference } from './design-system/theme';
import { bootDevnetWallet } from './app/boot/boot-devnet-wallet';
import { bootMockMode } from './app/boot/boot-mock-mode';
import { prerenderedMatchesRoute } from './app/boot/prerendered-document';
import { replayClickBeforeHydration } from './app/boot/clicks-before-hydration';
import { yieldToBrowser } from './lib/yield-to-browser';
import { appRoutes, loadMatchedPage, matchAppRoutes } from './app/router';
import { expectHydration } from './lib/use-is-hydrated';
import './design-system/tokens.css';
import './app/global.css';

// Before the first render, so a stored theme override never flashes the system one.
applyThemePreference(readThemePreference());

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

/** Loads the page this URL shows, so the first render matches the prerendered HTML. */
async function loadPrerenderedPage(): Promise<void> {
  const matches = matchAppRoutes(window.location);
  // Matching compiles every route's pattern, and the page's import below adds its chunk's
  // preloads to the document: two pieces of work, two tasks.
  await yieldToBrowser();
  await loadMatchedPage(matches);
}

// Optional developer tools must be in place before the app looks for a wallet.
await Promise.all([bootMockMode(), bootDevnetWallet()]);

if (prerenderedMatchesRoute(rootElement, appRoutes, window.location)) {
  // Prerendered page: hydrate it (see scripts/build.mjs). Each step below is its own task
  // (no task over 100 ms at load): evaluating the entry, the page's route chunk, then
  // hydration itself.
  await yieldToBrowser();
  await loadPrerenderedPage();
  await yieldToBrowser();
  expectHydration();
  // A transition makes hydration interruptible: React works on it in slices of a few
  // milliseconds, yielding to the browser in between, instead of one long task. The page is
  // already painted from the prerendered HTML, so nothing waits on it visibly.
  startTransition(() => {
    hydrateRoot(
      rootElement,
      <StrictMode>
        <App />
      </StrictMode>,
      {
        onRecoverableError: (error) => {
          console.error('Hydration mismatch', error);
        },
      },
    );
  });
  // React listens from here on; a click made while the page loaded reaches it now.
  replayClickBeforeHydration();
} else {
  // Nothing was painted to click, or only a not-found page the router replaces: this only
  // stops listening. The page shows PageLoading until its chunk arrives.
  replayClickBeforeHydration();
  rootElement.replaceChildren();
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
