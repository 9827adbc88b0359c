import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { routePatterns } from '@/lib/routes';
import { APP_REDIRECTS, redirectLocation, type AppRedirect } from '@/config/app-redirects';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './layout/page-loading';
import { RouteError } from './layout/route-error';
import { toolRoutes } from './tool-routes';

/** Pages load on demand, each in its own chunk (architecture: speed by design). */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Only when the layout itself fails: there is no header left to show.
    errorElement: <RouteError standalone />,
    children: [
      {
        // A page that fails shows its error inside the layout, so the header, the wallet and
        // the mock-mode banner stay (the banner is on every page).
        errorElement: <RouteError />,
        children: [
          // Loader redirects: the prerender step and the server answer them with HTTP redirects.
          ...APP_REDIRECTS.map(redirectRoute),
          {
            path: routePatterns.staking.slice(1),
            lazy: () => import('./routes/staking-route'),
            HydrateFallback: PageLoading,
          },
          // One pool per page; the page validates the slug and explains an unknown one.
          {
            path: routePatterns.stakingPool.slice(1),
            lazy: () => import('./routes/staking-pool-route'),
            HydrateFallback: PageLoading,
          },
          {
            path: routePatterns.stakingPosition.slice(1),
            lazy: () => import('./routes/staking-position-route'),
            HydrateFallback: PageLoading,
          },
          // Bring your own signer-manager: the page checks the contract id on chain.
          {
            path: routePatterns.stakingManager.slice(1),
            lazy: () => import('./routes/staking-manager-route'),
            HydrateFallback: PageLoading,
          },
          // What an account holds and did; any address by `?address=`.
          {
            path: routePatterns.portfolio.slice(1),
            lazy: () => import('./routes/portfolio-route'),
            HydrateFallback: PageLoading,
          },
          // SBTC — get it, withdraw it, how it earns.
          {
            path: routePatterns.sbtc.slice(1),
            lazy: () => import('./routes/sbtc-route'),
            HydrateFallback: PageLoading,
          },
          {
            path: routePatterns.tools.slice(1),
            lazy: () => import('./routes/tools-route'),
            HydrateFallback: PageLoading,
          },
          // One page per tool, each its own chunk.
          ...toolRoutes,
          // Release notes, rendered from markdown at build time.
          {
            path: routePatterns.changelog.slice(1),
            lazy: () => import('./routes/changelog-route'),
            HydrateFallback: PageLoading,
          },
          {
            path: routePatterns.changelogEntry.slice(1),
            lazy: () => import('./routes/changelog-entry-route'),
            HydrateFallback: PageLoading,
          },
          {
            // The component gallery: reachable by URL, deliberately not in the nav.
            path: 'design-system',
            lazy: () => import('./routes/design-system-route'),
            HydrateFallback: PageLoading,
          },
          {
            path: '*',
            lazy: () => import('./routes/not-found-route'),
            HydrateFallback: PageLoading,
          },
        ],
      },
    ],
  },
];

/** A route that only redirects, keeping the query (`?chain=testnet` survives). */
function redirectRoute({ from, to, status }: AppRedirect): RouteObject {
  return {
    ...(from === '/' ? { index: true } : { path: from.slice(1) }),
    loader: ({ params, request }) =>
      redirect(redirectLocation(to, params, new URL(request.url).search), status),
  };
}

export function createAppRouter(routes: RouteObject[] = appRoutes) {
  return createBrowserRouter(routes);
}
