import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi, type Mock } from 'vitest';
import { noopAnalytics, type AnalyticsClient } from '@/analytics/analytics-client';
import { AnalyticsProvider } from '@/analytics/analytics-context';
import type { AddressEntry } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';

/** Renders a piece of a page as the app does (query cache, connection store, analytics, router),
 * at the page's URL. `addresses` connects the wallet (without it, the stored connection holds);
 * `store` lets a test change the app's state (the network) while it runs; `track` receives the
 * analytics events, and is returned. Tests only. */
export function renderWithAppState(
  ui: ReactNode,
  {
    addresses,
    url = '/',
    store = createStore(),
    track = vi.fn<AnalyticsClient['track']>(),
  }: {
    addresses?: AddressEntry[] | undefined;
    url?: string | undefined;
    store?: ReturnType<typeof createStore> | undefined;
    track?: Mock<AnalyticsClient['track']> | undefined;
  } = {},
) {
  if (addresses) store.set(addressesAtom, addresses);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = render(
    <QueryClientProvider client={client}>
      <JotaiProvider store={store}>
        <AnalyticsProvider client={{ ...noopAnalytics, track }}>
          <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
        </AnalyticsProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...rendered, track };
}
