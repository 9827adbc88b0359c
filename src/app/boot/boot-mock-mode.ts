import { createRoot } from 'react-dom/client';
import { applyMockModeUrlParam, writeMockModeFlag } from '@/features/mock-mode/mock-mode-flag';

/**
 * Starts mock mode (MSW worker + mock wallet + approval dialog) when the saved flag or
 * `?mock=1` says so. Everything it needs is dynamically imported, so the bundle of a visitor who
 * never turns it on carries only this file and the flag's few lines.
 */
export async function bootMockMode(): Promise<void> {
  const { was, now } = applyMockModeUrlParam();
  if (now) {
    try {
      const { startMockMode } = await import('@/features/mock-mode/start-mock-mode');
      await startMockMode(createRoot);
    } catch (error) {
      // No service workers here (an insecure origin, a private window): run the real app rather
      // than a half-mocked one, and say so.
      writeMockModeFlag(false);
      console.error('Mock mode could not start', error);
    }
  } else if (was) {
    // Turned off by `?mock=0`: the worker registered earlier must stop answering.
    const { stopMockMode } = await import('@/features/mock-mode/start-mock-mode');
    await stopMockMode();
  }
}
