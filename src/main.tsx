// First: configures zod before any schema exists (see the module).
import './app/boot/configure-zod';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app/app';
import { applyThemePreference, readThemePreference } from './design-system/theme';
import { bootDevnetWallet } from './app/boot/boot-devnet-wallet';
import { bootMockMode } from './app/boot/boot-mock-mode';
import { appRoutes, createAppRouter } from './app/router';
import './design-system/tokens.css';
import './app/global.css';

// Before the first render, so a stored theme override never flashes the system one.
applyThemePreference(readThemePreference());

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

/** Loads the lazy routes this URL needs, so the first render matches the prerendered HTML. */
async function resolveLazyRoutes(): Promise<void> {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

// Optional developer tools must be in place before the app looks for a wallet.
await Promise.all([bootMockMode(), bootDevnetWallet()]);

if (rootElement.hasChildNodes()) {
  // Prerendered page: hydrate it (see scripts/build.mjs).
  await resolveLazyRoutes();
  hydrateRoot(
    rootElement,
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
    {
      onRecoverableError: (error) => {
        console.error('Hydration mismatch', error);
      },
    },
  );
} else {
  createRoot(rootElement).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}
