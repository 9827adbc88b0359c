import { StrictMode } from 'react';
import type { createRoot as CreateRoot } from 'react-dom/client';
import { installMockWallet } from '@/mocks/mock-wallet-provider';
import { readMockUnsupportedMethods } from '@/mocks/mock-unsupported-methods';
import { startMockServiceWorker, stopMockServiceWorker } from '@/mocks/mock-service-worker';
import { MockModeHost } from './mock-mode-host';

// Loaded only when mock mode is on (app/boot/boot-mock-mode.ts), so none of this — MSW, the
// fixtures, the approval dialog — is in the page of a visitor who never turns it on.

const HOST_ELEMENT_ID = 'mock-mode-root';

/**
 * Mocks every HTTP call, puts the mock wallet where the app looks for Leather, and shows the
 * approval dialog and the scenario panel. Runs before the app renders. `createRoot` comes from
 * the caller, which has it already: importing react-dom/client here as well makes the bundler
 * split it out of the main chunk, about 0.2 KB gzip more for every visitor (build-stats).
 */
export async function startMockMode(createRoot: typeof CreateRoot): Promise<void> {
  await startMockServiceWorker();
  // Manual: every request waits for Approve or Reject in the dialog (but getInfo,
  // supportedMethods and stx_getNetworks, answered at once as extensions do).
  const { wallet } = installMockWallet({
    mode: 'manual',
    unsupportedMethods: readMockUnsupportedMethods(),
  });
  // Its own root, outside #root: the app's prerendered HTML is hydrated as it was built.
  const element = document.createElement('div');
  element.id = HOST_ELEMENT_ID;
  document.body.append(element);
  createRoot(element).render(
    <StrictMode>
      <MockModeHost wallet={wallet} />
    </StrictMode>,
  );
}

/** Leaving mock mode by URL (`?mock=0`): the worker registered earlier must stop answering.
 * Here rather than imported on its own, so the first page's bundle has one way in to mock mode. */
export async function stopMockMode(): Promise<void> {
  await stopMockServiceWorker();
}
