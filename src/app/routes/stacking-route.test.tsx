import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { poxInfo } from '@/mocks/fixtures/hiro-api';
import { stackingTrackerPools } from '@/mocks/fixtures/stacking-tracker';
import { STACKING_TRACKER_API_URL } from '@/stacks/stacking-tracker/stacking-tracker-api';
import { Component as StackingRoute } from './stacking-route';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The page loads these on demand; loaded once here so the first test does not time out
  // waiting for the test runner to compile them.
  await Promise.all([
    import('@/stacks/stacking-tracker/stacking-tracker-pools'),
    import('@/stacks/stacking-tracker/stacking-tracker-tokens'),
    import('@/features/stacking/hub/pox-cycle-figures'),
    import('@/features/stacking/hub/live-stacking-tables'),
  ]);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JotaiProvider>
        <MemoryRouter>
          <StackingRoute />
        </MemoryRouter>
      </JotaiProvider>
    </QueryClientProvider>,
  );
}

// The whole page renders at once: slower than one component on a busy machine.
describe('/stacking', { timeout: 15_000 }, () => {
  it('a failing source blanks only its own figures', async () => {
    server.use(
      http.get(`${STACKING_TRACKER_API_URL}/pools`, () => HttpResponse.json(stackingTrackerPools)),
      http.get(`${STACKING_TRACKER_API_URL}/tokens`, () => HttpResponse.json({}, { status: 500 })),
      http.get('https://api.hiro.so/v2/pox', () => HttpResponse.json(poxInfo)),
    );
    renderPage();
    // Lazy chunks after hydration and two fetches: allow for a busy machine.
    const patience = { timeout: 5_000 };
    expect(await screen.findByText('41.3M STX', {}, patience)).toBeInTheDocument();
    expect(
      await screen.findByText(/Live figures are unavailable right now/, {}, patience),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Live figures are unavailable right now/)).toHaveLength(1);
    expect(await screen.findByRole('progressbar', {}, patience)).toBeInTheDocument();
    for (const name of [
      'Stacking',
      'How pooled stacking works',
      'Current stacking cycle',
      'Pooled stacking',
      'Liquid stacking',
      'Questions',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'My positions' })).not.toBeInTheDocument();
  });

  it('every source failing still leaves the whole page readable', async () => {
    server.use(
      http.get(`${STACKING_TRACKER_API_URL}/*`, () => HttpResponse.error()),
      http.get('https://api.hiro.so/v2/pox', () => HttpResponse.json({}, { status: 503 })),
    );
    renderPage();
    await waitFor(
      () => {
        expect(screen.getAllByText(/Live figures are unavailable right now/)).toHaveLength(2);
      },
      { timeout: 5_000 },
    );
    expect(
      await screen.findByText(
        /The cycle figures are unavailable right now/,
        {},
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Fast Pool' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LISA' })).toBeInTheDocument();
  });
});
