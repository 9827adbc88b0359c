import { afterEach, beforeEach, vi } from 'vitest';
import { resetIdleReadyForTests } from '@/lib/use-idle-ready';

/**
 * jsdom has no requestIdleCallback: installs, around each test of the calling file, one that
 * only queues its callbacks, for the test to run when it wants the browser "idle". Starts every
 * test with `useIdleReady` reset. Returns the queue (the same array for the whole file).
 */
export function installQueuedIdleCallbacks(): (() => void)[] {
  const queued: (() => void)[] = [];
  beforeEach(() => {
    resetIdleReadyForTests();
    queued.length = 0;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      queued.push(callback);
      return queued.length;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return queued;
}
