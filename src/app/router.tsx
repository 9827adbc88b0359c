import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './layout/page-loading';
import { RouteError } from './layout/route-error';

/** Pages load on demand, each in its own chunk (architecture: speed by design). */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/stacking" replace /> },
      {
        path: 'stacking',
        lazy: () => import('./routes/stacking-route'),
        HydrateFallback: PageLoading,
      },
      { path: '*', lazy: () => import('./routes/not-found-route'), HydrateFallback: PageLoading },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
