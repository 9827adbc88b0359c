import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app';
import { appRoutes } from './router';

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

describe('a page that fails', () => {
  it('shows its error in words inside the layout, header and callout area kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(routesWithBrokenPage(), { initialEntries: ['/broken'] });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
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
