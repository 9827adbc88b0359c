import { afterEach, describe, expect, it, vi } from 'vitest';
import { importInTasks } from './import-in-tasks';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A loader that resolves only when told to, as an import whose file is still on its way. */
function pendingLoad<T>(value: T) {
  let arrive = () => {};
  const load = vi.fn(
    () =>
      new Promise<T>((resolve) => {
        arrive = () => resolve(value);
      }),
  );
  return { load, arrive: () => arrive() };
}

describe('importInTasks', () => {
  it('requests the waypoints and the chunk at once, so no file waits on another', () => {
    const first = pendingLoad('schemas');
    const second = pendingLoad('abi');
    const chunk = pendingLoad({ Tool: 'tool' });
    void importInTasks(chunk.load, [first.load, second.load]);
    expect(first.load).toHaveBeenCalledOnce();
    expect(second.load).toHaveBeenCalledOnce();
    expect(chunk.load).toHaveBeenCalledOnce();
  });

  it('hands back the chunk once it and every waypoint have arrived, in a task of its own', async () => {
    vi.stubGlobal('scheduler', undefined);
    const waypoint = pendingLoad('schemas');
    const chunk = pendingLoad({ Tool: 'tool' });
    const order: string[] = [];
    const loaded = importInTasks(chunk.load, [waypoint.load]).then((module) => {
      order.push('resumed');
      return module;
    });
    chunk.arrive();
    waypoint.arrive();
    // Everything already queued as microtasks runs before the caller resumes.
    let chain = Promise.resolve();
    for (let step = 0; step < 50; step++) chain = chain.then(() => undefined);
    void chain.then(() => order.push('microtasks done'));
    await expect(loaded).resolves.toEqual({ Tool: 'tool' });
    expect(order).toEqual(['microtasks done', 'resumed']);
  });

  it('fails as the import would when the chunk does not load, without waiting for a waypoint', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const waypoint = pendingLoad('schemas'); // never arrives
    await expect(importInTasks(() => Promise.reject(failure), [waypoint.load])).rejects.toBe(
      failure,
    );
  });
});
