import { vi } from 'vitest';
import type { ToggleMockModeDeps } from './toggle-mock-mode';

/** For tests: a toggle whose worker, wait and reload succeed at once and record their calls. */
export function fakeToggleDeps(overrides: Partial<ToggleMockModeDeps> = {}): ToggleMockModeDeps {
  return {
    startWorker: vi.fn(() => Promise.resolve()),
    stopWorker: vi.fn(() => Promise.resolve()),
    wait: vi.fn(() => Promise.resolve()),
    reload: vi.fn(),
    ...overrides,
  };
}
