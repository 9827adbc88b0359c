// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_MODE_RELOAD_DELAY_MS } from '@/config/constants';
import { readMockModeFlag, writeMockModeFlag } from './mock-mode-flag';
import { toggleMockMode, type ToggleMockModeDeps } from './toggle-mock-mode';

function fakeDeps(overrides: Partial<ToggleMockModeDeps> = {}) {
  const calls: string[] = [];
  const deps: ToggleMockModeDeps = {
    startWorker: vi.fn(() => {
      calls.push(`start (flag ${String(readMockModeFlag())})`);
      return Promise.resolve();
    }),
    stopWorker: vi.fn(() => {
      calls.push(`stop (flag ${String(readMockModeFlag())})`);
      return Promise.resolve();
    }),
    wait: vi.fn((ms: number) => {
      calls.push(`wait ${ms}`);
      return Promise.resolve();
    }),
    reload: vi.fn(() => {
      calls.push('reload');
    }),
    ...overrides,
  };
  return { deps, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toggleMockMode (docs/product-decisions.md#mock-mode)', () => {
  it('turning on saves the flag, starts the worker, waits 200 ms, then reloads', async () => {
    const { deps, calls } = fakeDeps();
    await toggleMockMode(true, deps);
    expect(calls).toEqual(['start (flag true)', `wait ${MOCK_MODE_RELOAD_DELAY_MS}`, 'reload']);
    expect(MOCK_MODE_RELOAD_DELAY_MS).toBe(200);
    expect(readMockModeFlag()).toBe(true);
  });

  it('turning off saves the flag and stops the worker before reloading', async () => {
    writeMockModeFlag(true);
    const { deps, calls } = fakeDeps();
    await toggleMockMode(false, deps);
    expect(calls).toEqual(['stop (flag false)', 'wait 200', 'reload']);
    expect(readMockModeFlag()).toBe(false);
  });

  it('does not reload before the 200 ms have passed', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const { deps } = fakeDeps({
      reload,
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
    const done = toggleMockMode(true, deps);
    await vi.advanceTimersByTimeAsync(199);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves nothing stored and does not reload when the worker cannot start', async () => {
    const { deps } = fakeDeps({ startWorker: () => Promise.reject(new Error('no workers')) });
    await expect(toggleMockMode(true, deps)).rejects.toThrow('no workers');
    expect(localStorage.getItem('mockMode')).toBeNull();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('keeps mock mode on when the worker cannot stop', async () => {
    writeMockModeFlag(true);
    const { deps } = fakeDeps({ stopWorker: () => Promise.reject(new Error('stuck')) });
    await expect(toggleMockMode(false, deps)).rejects.toThrow('stuck');
    expect(readMockModeFlag()).toBe(true);
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
