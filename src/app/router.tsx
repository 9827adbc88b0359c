import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './layout/page-loading';
import { RouteError } from './layout/route-error';

/** Pages load on demand, each in its own chunk (architecture: speed by design). */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Only when the layout itself fails: there is no header left to show.
    errorElement: <RouteError standalone />,
    children: [
      {
        // A page that fails shows its error inside the layout, so the header, the wallet and
        // the mock-mode banner stay (issue 11: the banner is on every page).
        errorElement: <RouteError />,
        children: [
          // A loader redirect, so the prerender step can turn it into an HTTP redirect.
          {
            index: true,
            loader: ({ request }) => redirect(`/stacking${new URL(request.url).search}`),
          },
          {
            path: 'stacking',
            lazy: () => import('./routes/stacking-route'),
            HydrateFallback: PageLoading,
          },
          // Issue 7: one pool or protocol per page; the slug is validated by the page, which shows
          // a helpful message for an unknown one.
          {
            path: 'stacking/pool/:slug',
            lazy: () => import('./routes/stacking-pool-route'),
            HydrateFallback: PageLoading,
          },
          {
            path: 'stacking/pool/:slug/active',
            lazy: () => import('./routes/stacking-pool-active-route'),
            HydrateFallback: PageLoading,
          },
          {
            path: 'stacking/liquid/:slug',
            lazy: () => import('./routes/stacking-liquid-route'),
            HydrateFallback: PageLoading,
          },
          {
            path: 'stacking/liquid/:slug/increase',
            lazy: () => import('./routes/stacking-liquid-increase-route'),
            HydrateFallback: PageLoading,
          },
          {
            path: 'stacking/liquid/:slug/active',
            lazy: () => import('./routes/stacking-liquid-active-route'),
            HydrateFallback: PageLoading,
          },
          {
            path: 'tools',
            lazy: () => import('./routes/tools-route'),
            HydrateFallback: PageLoading,
          },
          {
            // The component gallery (issue 3): reachable by URL, deliberately not in the nav.
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

export function createAppRouter(routes: RouteObject[] = appRoutes) {
  return createBrowserRouter(routes);
}
