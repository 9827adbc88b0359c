import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';

// Each test loads the module (and React) afresh: whether the page is being hydrated is decided
// once per page load, and the module remembers the first commit.
beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  document.body.innerHTML = '';
});

async function load() {
  const [{ StaticContent }, client, server] = await Promise.all([
    import('./static-content'),
    import('react-dom/client'),
    import('react-dom/server'),
  ]);
  return { StaticContent, client, server };
}

describe('StaticContent', () => {
  it('keeps the prerendered HTML on hydration without React walking it', async () => {
    const { StaticContent, client, server } = await load();
    const container = document.createElement('div');
    container.innerHTML = server.renderToString(
      <StaticContent className="faq">
        <p>Prerendered answer</p>
      </StaticContent>,
    );
    document.body.append(container);
    const kept = container.querySelector('p');
    const recoverable = vi.fn();

    // Other children than the prerender's: had React walked them, it would report the mismatch
    // and draw the client's.
    act(() => {
      client.hydrateRoot(
        container,
        <StaticContent className="faq">
          <p>Client answer</p>
        </StaticContent>,
        { onRecoverableError: recoverable },
      );
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(kept);
    expect(container).toHaveTextContent('Prerendered answer');
    expect(container.firstElementChild).toHaveClass('faq');
  });

  it('has no axe violations, kept as prerendered', async () => {
    const { StaticContent, client, server } = await load();
    const faq = (
      <StaticContent>
        <details>
          <summary>A question</summary>
          <p>Its answer</p>
        </details>
      </StaticContent>
    );
    const container = document.createElement('div');
    container.innerHTML = server.renderToString(faq);
    document.body.append(container);
    act(() => {
      client.hydrateRoot(container, faq);
    });
    await expectNoAxeViolations();
  });

  it('draws its children when the page is drawn in the browser', async () => {
    const { StaticContent, client } = await load();
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      client.createRoot(container).render(
        <StaticContent>
          <p>Drawn answer</p>
        </StaticContent>,
      );
    });
    expect(container).toHaveTextContent('Drawn answer');
  });

  it('draws its children on a client-side navigation after the hydrated page', async () => {
    const { StaticContent, client, server } = await load();
    const hydrated = document.createElement('div');
    hydrated.innerHTML = server.renderToString(<StaticContent>First page</StaticContent>);
    document.body.append(hydrated);
    act(() => {
      client.hydrateRoot(hydrated, <StaticContent>First page</StaticContent>);
    });

    // A page mounted later, with the prerendered one still in the document.
    const next = document.createElement('div');
    document.body.append(next);
    act(() => {
      client.createRoot(next).render(<StaticContent>Next page</StaticContent>);
    });
    expect(next).toHaveTextContent('Next page');
    expect(hydrated).toHaveTextContent('First page');
  });
});
