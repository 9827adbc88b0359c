import { describe, expect, it, vi } from 'vitest';
import { madeOnFirstUse } from './made-on-first-use';

describe('madeOnFirstUse', () => {
  it('makes nothing until asked, then makes the value once', () => {
    const make = vi.fn(() => ({ made: true }));
    const get = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a made undefined instead of making it again', () => {
    const make = vi.fn(() => undefined);
    const get = madeOnFirstUse(make);
    get();
    get();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
