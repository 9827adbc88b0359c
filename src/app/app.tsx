import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { createAnalyticsClient } from '@/analytics/analytics-client';
import { AnalyticsProvider } from '@/analytics/analytics-context';
import { env } from '@/config/env';
import { Toaster } from '@/design-system/toaster';

const analytics = createAnalyticsClient(env);

/** Everything around the router; shared by the browser and the prerender step. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <AnalyticsProvider client={analytics}>
        <Toaster>{children}</Toaster>
      </AnalyticsProvider>
    </JotaiProvider>
  );
}

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
