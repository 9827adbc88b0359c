import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { createAnalyticsClient } from '@/analytics/analytics-client';
import { AnalyticsProvider } from '@/analytics/analytics-context';
import { env } from '@/config/env';
import { ExternalLinkProvider } from '@/design-system/external-link-provider';
import { Toaster } from '@/design-system/toaster';
import { AppRoutes } from './router';

const analytics = createAnalyticsClient(env);

// The design system reports opened links; analytics is the app's business.
const trackExternalLink = (url: string) => {
  analytics.track('external_link_clicked', { host: new URL(url).host });
};

// Server data lives in TanStack Query (architecture convention 6). Chain data changes with each
// block, so it is fresh for a short while and retried once.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: true } },
});

/** Everything around the router; shared by the browser and the prerender step. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <AnalyticsProvider client={analytics}>
          <ExternalLinkProvider onOpen={trackExternalLink}>
            <Toaster>{children}</Toaster>
          </ExternalLinkProvider>
        </AnalyticsProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}

/** The app in the browser: the page at the address bar's location. */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
