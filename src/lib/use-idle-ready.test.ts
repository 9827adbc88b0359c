// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installQueuedIdleCallbacks } from '@/test/idle-callbacks';
import { useIdleReady } from './use-idle-ready';

// Each test runs the queued idle callbacks itself, or removes requestIdleCallback.
const idleCallbacks = installQueuedIdleCallbacks();

afterEach(() => {
  vi.useRealTimers();
});

describe('useIdleReady', () => {
  it('stays false until the browser is idle, then turns true', () => {
    const { result } = renderHook(() => useIdleReady());
    expect(result.current).toBe(false);
    expect(idleCallbacks).toHaveLength(1);

    act(() => idleCallbacks[0]?.());
    expect(result.current).toBe(true);
  });

  it.each(['pointerdown', 'focusin', 'keydown'])(
    'turns true at the first %s, before idle',
    (type) => {
      const { result } = renderHook(() => useIdleReady());
      act(() => {
        window.dispatchEvent(new Event(type));
      });
      expect(result.current).toBe(true);
    },
  );

  it('waits on a timer where there is no requestIdleCallback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const { result } = renderHook(() => useIdleReady());
    expect(result.current).toBe(false);
    act(() => {
      vi.runAllTimers();
    });
    expect(result.current).toBe(true);
  });

  it('asks for one idle callback however many controls wait, and stays true', () => {
    const first = renderHook(() => useIdleReady());
    const second = renderHook(() => useIdleReady());
    expect(idleCallbacks).toHaveLength(1);
    act(() => idleCallbacks[0]?.());
    expect([first.result.current, second.result.current]).toEqual([true, true]);
    // A control mounted later (another page's) is ready at once.
    expect(renderHook(() => useIdleReady()).result.current).toBe(true);
  });
});
