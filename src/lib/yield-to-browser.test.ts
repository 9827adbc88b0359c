import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToBrowser', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });

  it('elsewhere resumes in a later task, after all pending microtasks', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('resumed'));
    // A long chain of microtasks: a plain promise would resolve somewhere in the middle.
    let chain = Promise.resolve();
    for (let step = 0; step < 50; step++) chain = chain.then(() => undefined);
    void chain.then(() => order.push('microtasks done'));
    await yielded;
    expect(order).toEqual(['microtasks done', 'resumed']);
  });
});
