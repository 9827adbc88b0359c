import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app';
import { AppRoutes, appRoutes, loadMatchedPage, matchAppRoutes } from './router';

function Broken(): never {
  throw new Error('the page broke');
}

/** The app's route tree with one more page, which throws, among the real pages. */
function routesWithBrokenPage(): RouteObject[] {
  const [layout] = appRoutes;
  const [pages] = layout?.children ?? [];
  if (!layout || !pages) throw new Error('unexpected route tree');
  return [
    {
      ...layout,
      children: [
        {
          ...pages,
          children: [{ path: 'broken', element: <Broken /> }, ...(pages.children ?? [])],
        },
      ],
    },
  ] as RouteObject[];
}

function renderApp(url: string, routes?: RouteObject[]) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('a page that fails', () => {
  it('shows its error in words inside the layout, header and callout area kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/broken', routesWithBrokenPage());
    const main = await screen.findByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    expect(within(main).getByText('Details: the page broke')).toBeVisible();
    // The layout stayed: its header (where the wallet and mock-mode controls live) and the
    // element status banners such as mock mode's render into.
    expect(screen.getByRole('banner')).toBeVisible();
    expect(document.getElementById('callout-portal')).not.toBeNull();
  });
});

describe('a page whose chunk is loaded first', () => {
  it('renders in the first render, as hydration needs, without the loading placeholder', async () => {
    await loadMatchedPage(matchAppRoutes('/tools'));
    renderApp('/tools');
    // Synchronously: no wait for a chunk.
    expect(screen.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
    expect(screen.queryByText('Loading page…')).toBeNull();
  });
});
