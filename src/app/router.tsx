import {
  matchRoutes,
  Outlet,
  useRoutes,
  type Location,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { routePatterns } from '@/lib/routes';
import { APP_REDIRECTS, redirectLocation } from '#common/app-redirects.mjs';
import { loadPage, pageRoute, redirectRoute, type AppRoute } from './app-route';
import { AppLayout } from './layout/app-layout';
import { RouteErrorBoundary } from './layout/route-error';
import { toolRoutes } from './tool-routes';

/**
 * The app's routes, in React Router's declarative mode (`useRoutes`;
 * docs/decisions/0015-declarative-router.md). Pages load on demand, each in its own chunk
 * (architecture: speed by design).
 */
export const appRoutes: AppRoute[] = [
  {
    // The layout's own boundary catches only what fails in the layout itself: there is no header
    // left to show.
    element: (
      <RouteErrorBoundary standalone>
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // A page that fails shows its error inside the layout, so the header, the wallet and
        // the mock-mode banner stay (the banner is on every page).
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          // The server and the prerender answer these with HTTP redirects (`redirectAt`).
          ...APP_REDIRECTS.map(redirectRoute),
          pageRoute(routePatterns.staking.slice(1), () => import('./routes/staking-route')),
          // One pool per page; the page validates the slug and explains an unknown one.
          pageRoute(
            routePatterns.stakingPool.slice(1),
            () => import('./routes/staking-pool-route'),
          ),
          pageRoute(
            routePatterns.stakingPosition.slice(1),
            () => import('./routes/staking-position-route'),
          ),
          // Bring your own signer-manager: the page checks the contract id on chain.
          pageRoute(
            routePatterns.stakingManager.slice(1),
            () => import('./routes/staking-manager-route'),
          ),
          // What an account holds and did; any address by `?address=`.
          pageRoute(routePatterns.portfolio.slice(1), () => import('./routes/portfolio-route')),
          // SBTC — get it, withdraw it, how it earns.
          pageRoute(routePatterns.sbtc.slice(1), () => import('./routes/sbtc-route')),
          pageRoute(routePatterns.tools.slice(1), () => import('./routes/tools-route')),
          // One page per tool, each its own chunk.
          ...toolRoutes,
          // Release notes, rendered from markdown at build time.
          pageRoute(routePatterns.changelog.slice(1), () => import('./routes/changelog-route')),
          pageRoute(
            routePatterns.changelogEntry.slice(1),
            () => import('./routes/changelog-entry-route'),
          ),
          // The component gallery: reachable by URL, deliberately not in the nav.
          pageRoute('design-system', () => import('./routes/design-system-route')),
          pageRoute('*', () => import('./routes/not-found-route')),
        ],
      },
    ],
  },
];

/** The app's pages at the router's location (inside `BrowserRouter` or `StaticRouter`). */
export function AppRoutes({ routes = appRoutes }: { routes?: RouteObject[] }) {
  return useRoutes(routes);
}

type AppRouteMatch = RouteMatch<string, AppRoute>;

/** The routes the app renders at `location`, outermost first. */
export function matchAppRoutes(location: Partial<Location> | string): AppRouteMatch[] {
  return matchRoutes(appRoutes, location) ?? [];
}

/** Loads the chunk of the matched page, so the first render shows the page itself: the same
 * HTML the prerender made, hydrated without a mismatch. */
export async function loadMatchedPage(matches: AppRouteMatch[]): Promise<void> {
  await Promise.all(matches.flatMap(({ route }) => (route.page ? [loadPage(route.page)] : [])));
}

/** The HTTP redirect the matched route answers, as the server answers it from the same table
 * (common/app-redirects.mjs), keeping the query; undefined for a page. */
export function redirectAt(
  matches: AppRouteMatch[],
  search: string,
): { status: number; location: string } | undefined {
  const match = matches.at(-1);
  const appRedirect = match?.route.redirect;
  if (!match || !appRedirect) return undefined;
  return {
    status: appRedirect.status,
    location: redirectLocation(appRedirect.to, match.params, search),
  };
}
