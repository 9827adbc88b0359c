import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Link,
  MemoryRouter,
  Outlet,
  useLocation,
  useNavigationType,
  useRoutes,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { APP_REDIRECTS } from '#common/app-redirects.mjs';
import { pageRoute, redirectRoute, type AppRoute, type PageModule } from './app-route';
import { RouteErrorBoundary } from './layout/route-error';

/** Where the router is, and how it got there. */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return (
    <output aria-label="location">
      {useNavigationType()} {pathname}
      {search}
      {hash}
    </output>
  );
}

function RouteTable({ routes }: { routes: AppRoute[] }) {
  return useRoutes(routes);
}

function renderRoutes(routes: AppRoute[], initialEntries: string[]) {
  render(
    <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
      <RouteTable routes={routes} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** A page chunk that arrives when the test says. */
function deferredPage(text: string) {
  let arrive = () => {};
  const chunk = new Promise<PageModule>((resolve) => {
    arrive = () => resolve({ Component: () => <h1>{text}</h1> });
  });
  return { load: vi.fn(() => chunk), arrive: () => arrive() };
}

const home = { path: '/', element: <Link to="/later">Go on</Link> };

describe('a page loaded on demand', () => {
  it('shows the page-loading placeholder after a navigation, then the page once its chunk arrives', async () => {
    const page = deferredPage('Later page');
    renderRoutes([home, pageRoute('later', page.load)], ['/']);
    await userEvent.click(screen.getByRole('link', { name: 'Go on' }));
    expect(await screen.findByText('Loading page…')).toBeInTheDocument();
    page.arrive();
    expect(await screen.findByRole('heading', { name: 'Later page' })).toBeVisible();
    expect(screen.queryByText('Loading page…')).toBeNull();
    expect(page.load).toHaveBeenCalledOnce();
  });

  it('gives a chunk that fails to its error boundary, and asks for it again on the next visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue({ Component: () => <h1>Later page</h1> });
    const routes: AppRoute[] = [
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [home, pageRoute('later', load)],
      },
    ];
    renderRoutes(routes, ['/later']);
    expect(await screen.findByText('Details: chunk missing')).toBeVisible();

    // Another page clears the error; coming back loads the chunk again.
    await userEvent.click(screen.getByRole('link', { name: 'Back to Satchel' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Go on' }));
    expect(await screen.findByRole('heading', { name: 'Later page' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a redirect route', () => {
  const routes: AppRoute[] = [
    ...APP_REDIRECTS.map(redirectRoute),
    { path: '*', element: <p>A page</p> },
  ];

  it.each([
    ['/', '/staking'],
    ['/stacking?chain=testnet', '/staking?chain=testnet'],
    ['/stacking/pool/fast-pool-v2/active?chain=testnet', '/staking/pool/fast-pool?chain=testnet'],
    ['/stacking/pool/planbetter', '/staking/pool/planbetter'],
    ['/stacking/liquid/lisa?chain=testnet', '/staking?chain=testnet#liquid'],
  ])('replaces %s with %s in the browser, keeping the query', async (from, to) => {
    renderRoutes(routes, ['/tools', from]);
    expect(await screen.findByText(`REPLACE ${to}`)).toBeInTheDocument();
  });
});
