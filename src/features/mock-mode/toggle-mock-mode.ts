import { MOCK_MODE_RELOAD_DELAY_MS } from '@/config/constants';
import { delay } from '@/lib/delay';
import { clearMockModeFlag, writeMockModeFlag } from './mock-mode-flag';

export interface ToggleMockModeDeps {
  startWorker: () => Promise<void>;
  stopWorker: () => Promise<void>;
  wait: (ms: number) => Promise<void>;
  reload: () => void;
}

const defaultDeps: ToggleMockModeDeps = {
  startWorker: () => import('@/mocks/mock-service-worker').then((m) => m.startMockServiceWorker()),
  stopWorker: () => import('@/mocks/mock-service-worker').then((m) => m.stopMockServiceWorker()),
  wait: delay,
  reload: () => window.location.reload(),
};

/**
 * docs/product-decisions.md#mock-mode: flip the saved flag, start or stop the API mocking worker,
 * wait 200 ms, reload. The reload is what swaps the wallet provider and drops data fetched under
 * the other mode. If the worker cannot start or stop, the flag goes back and the error reaches the
 * caller.
 */
export async function toggleMockMode(on: boolean, deps: ToggleMockModeDeps = defaultDeps) {
  writeMockModeFlag(on);
  try {
    await (on ? deps.startWorker() : deps.stopWorker());
  } catch (error) {
    // Off is the default, so a failed start leaves nothing stored (a link's question promised
    // "nothing was changed"); a failed stop keeps mock mode on, as it was.
    if (on) clearMockModeFlag();
    else writeMockModeFlag(true);
    throw error;
  }
  await deps.wait(MOCK_MODE_RELOAD_DELAY_MS);
  deps.reload();
}
