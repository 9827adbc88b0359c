import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { noopAnalytics } from '@/analytics/analytics-client';
import { AnalyticsProvider } from '@/analytics/analytics-context';
import type { AddressEntry } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';

/** Renders a piece of a page as the app does (query cache, connection store, analytics, router),
 * with the wallet's addresses when connected and the page's URL; `store` lets a test change the
 * app's state (the network) while it runs. Tests only. */
export function renderWithAppState(
  ui: ReactNode,
  {
    addresses = [],
    url = '/',
    store = createStore(),
  }: { addresses?: AddressEntry[]; url?: string; store?: ReturnType<typeof createStore> } = {},
) {
  store.set(addressesAtom, addresses);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <JotaiProvider store={store}>
        <AnalyticsProvider client={noopAnalytics}>
          <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
        </AnalyticsProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
}
