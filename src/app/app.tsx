import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider } from 'react-router';
import { createAnalyticsClient } from '@/analytics/analytics-client';
import { AnalyticsProvider } from '@/analytics/analytics-context';
import { env } from '@/config/env';
import { Toaster } from '@/design-system/toaster';
import { createAppRouter } from './router';

const analytics = createAnalyticsClient(env);
const router = createAppRouter();

export function App() {
  return (
    <JotaiProvider>
      <AnalyticsProvider client={analytics}>
        <Toaster>
          <RouterProvider router={router} />
        </Toaster>
      </AnalyticsProvider>
    </JotaiProvider>
  );
}
