import { createRoot } from 'react-dom/client';
import {
  readMockModeFlag,
  takeMockModeLinkRequest,
  writeMockModeFlag,
} from '@/features/mock-mode/mock-mode-flag';

/**
 * Starts mock mode (MSW worker + mock wallet + approval dialog) when the saved flag says so, and
 * applies a `?mock=` link. In development and e2e builds `?mock=1` turns mock mode on at once; in
 * a production build a link may only ask: a dialog explains what mock mode is, and
 * nothing is stored unless the visitor confirms. Everything beyond the flag is dynamically
 * imported, so the bundle of a visitor who never uses mock mode carries only this file and the
 * flag's few lines.
 */
export async function bootMockMode(): Promise<void> {
  const was = readMockModeFlag();
  const request = takeMockModeLinkRequest();
  // Compared on import.meta.env itself, not through a variable or a helper: Vite inlines the
  // literals, so a build that keeps the one-step link drops this branch and the dialog's chunk.
  const linkTurnsOnAtOnce =
    import.meta.env.DEV || import.meta.env.VITE_MOCK_MODE_ONE_STEP_LINK === 'true';
  if (request === 'turn-on' && !was && !linkTurnsOnAtOnce) {
    // Not awaited: the real app renders underneath while the visitor decides, and a confirm
    // reloads the page into mock mode.
    void askToTurnOnMockMode();
    return;
  }
  const now = request === undefined ? was : request === 'turn-on';
  if (now !== was) writeMockModeFlag(now);
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

async function askToTurnOnMockMode(): Promise<void> {
  try {
    const { showMockModeLinkDialog } = await import('@/features/mock-mode/mock-mode-link-dialog');
    showMockModeLinkDialog(createRoot);
  } catch (error) {
    // The question could not be shown (a chunk failed to load): the app simply stays real.
    console.error('Mock mode link could not be shown', error);
  }
}
