import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads the module (and React) afresh: a pending hydration is module state.
beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  document.body.innerHTML = '';
});

async function load() {
  const [hook, client, server] = await Promise.all([
    import('./use-is-hydrated'),
    import('react-dom/client'),
    import('react-dom/server'),
  ]);
  /** Draws what the hook says, and records every value it rendered with. */
  const seen: boolean[] = [];
  function Probe({ name }: { name: string }) {
    const hydrated = hook.useIsHydrated();
    seen.push(hydrated);
    return <p data-name={name}>{hydrated ? 'browser' : 'neutral'}</p>;
  }
  return { ...hook, client, server, seen, Probe };
}

describe('useIsHydrated', () => {
  it('is false in the prerendered HTML', async () => {
    const { server, Probe } = await load();
    expect(server.renderToString(<Probe name="a" />)).toContain('neutral');
  });

  it('is true from the first render when there is nothing to hydrate', async () => {
    const { client, seen, Probe } = await load();
    const container = document.body.appendChild(document.createElement('div'));
    act(() => {
      client.createRoot(container).render(<Probe name="a" />);
    });
    expect(seen[0]).toBe(true);
    expect(container).toHaveTextContent('browser');
  });

  it('hydrates with the neutral form, then switches to true', async () => {
    const { client, server, seen, Probe, expectHydration } = await load();
    const app = (
      <>
        <Probe name="a" />
        <Probe name="b" />
      </>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = server.renderToString(app);
    const recoverable = vi.fn();

    expectHydration();
    act(() => {
      client.hydrateRoot(container, app, { onRecoverableError: recoverable });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(seen.slice(0, 2)).toEqual([false, false]);
    expect(container).toHaveTextContent('browserbrowser');
  });

  it('is true at once for what mounts after the hydration', async () => {
    const { client, server, seen, Probe, expectHydration } = await load();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = server.renderToString(<Probe name="a" />);
    expectHydration();
    let root: ReturnType<typeof client.hydrateRoot> | undefined;
    act(() => {
      root = client.hydrateRoot(container, <Probe name="a" />);
    });
    // In a browser the task ends after the commit; here the test goes on in the same one.
    await Promise.resolve();
    seen.length = 0;

    act(() => {
      root?.render(
        <>
          <Probe name="a" />
          <Probe name="later" />
        </>,
      );
    });

    expect(seen).not.toContain(false);
    expect(container.querySelector('[data-name="later"]')).toHaveTextContent('browser');
  });
});
