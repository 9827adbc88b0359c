// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getInjectedProvider, watchForProvider } from './provider';

const options = { windowMs: 2_000, intervalMs: 100 };

describe('provider discovery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    delete window.LeatherProvider;
  });

  it('ignores a LeatherProvider without a request function', () => {
    window.LeatherProvider = { hello: 'world' };
    expect(getInjectedProvider()).toBeUndefined();
  });

  it('finds a provider injected late, within the window', () => {
    const onFound = vi.fn();
    watchForProvider(onFound, options);
    vi.advanceTimersByTime(1_500);
    expect(onFound).not.toHaveBeenCalled();
    window.LeatherProvider = { request: () => Promise.resolve() };
    vi.advanceTimersByTime(100);
    expect(onFound).toHaveBeenCalledTimes(1);
  });

  it('stops looking after the window', () => {
    const onFound = vi.fn();
    watchForProvider(onFound, options);
    vi.advanceTimersByTime(2_100);
    window.LeatherProvider = { request: () => Promise.resolve() };
    vi.advanceTimersByTime(1_000);
    expect(onFound).not.toHaveBeenCalled();
  });

  it('reports at once when the provider is already there', () => {
    window.LeatherProvider = { request: () => Promise.resolve() };
    const onFound = vi.fn();
    watchForProvider(onFound, options);
    expect(onFound).toHaveBeenCalledTimes(1);
  });

  it('survives a hostile getter', () => {
    Object.defineProperty(window, 'LeatherProvider', {
      configurable: true,
      get() {
        throw new Error('nope');
      },
    });
    expect(getInjectedProvider()).toBeUndefined();
    Reflect.deleteProperty(window, 'LeatherProvider');
  });
});
