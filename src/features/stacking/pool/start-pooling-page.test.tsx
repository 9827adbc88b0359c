import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { noopAnalytics } from '@/analytics/analytics-client';
import { AnalyticsProvider } from '@/analytics/analytics-context';
import { STX_AMOUNT_MESSAGES } from '@/lib/micro-stx';
import { leatherAddresses } from '@/mocks/fixtures/wallet-addresses';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { stubSameRealmTextEncoder } from '@/test/same-realm-text-encoder';
import { StartPoolingPage } from './start-pooling-page';
import { expectDecimalCommaRefusedOnLeaving } from '@/test/amount-field';

// Mock mode's answers for mainnet: the populated account delegates 500 STX to Fast Pool and has
// already allowed its contract, so a connected person can reach the Delegate button.
// The allowance read builds Clarity arguments with @stacks/transactions.
stubSameRealmTextEncoder();
const server = setupServer(...createMockHandlers({ scenario: 'populated', env: {} }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  delete window.LeatherProvider;
});
afterAll(() => server.close());

function renderPoolPage({ connected }: { connected: boolean }) {
  localStorage.setItem('network', JSON.stringify('mainnet'));
  if (connected) localStorage.setItem('addresses', JSON.stringify(leatherAddresses));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JotaiProvider>
        <AnalyticsProvider client={noopAnalytics}>
          <MemoryRouter initialEntries={['/stacking/pool/fast-pool']}>
            <Routes>
              <Route path="/stacking/pool/:slug" element={<StartPoolingPage />} />
            </Routes>
          </MemoryRouter>
        </AnalyticsProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
}

// Typing and several mocked reads on a busy 2-core machine: seconds, not the default 5 s.
describe('the pool form’s amount field', { timeout: 15_000 }, () => {
  it('tells a visitor, on leaving the field, that a decimal comma is not a point', async () => {
    renderPoolPage({ connected: false });
    await expectDecimalCommaRefusedOnLeaving();
  });

  it('says the same to a connected person who submits without leaving the field; nothing is signed', async () => {
    const request = vi.fn(() => Promise.reject(new Error('must not be called')));
    window.LeatherProvider = { request };
    renderPoolPage({ connected: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /I accept Fast Pool’s terms/ }));
    const delegate = screen.getByRole('button', { name: 'Delegate to Fast Pool' });
    await vi.waitFor(() => expect(delegate).toBeEnabled(), { timeout: 5_000 });

    const amount = screen.getByLabelText('Amount (STX)');
    await user.type(amount, '1,5');
    expect(amount).not.toHaveAttribute('aria-invalid');
    // Enter submits the form with the focus still in the field: no blur before the check.
    await user.keyboard('{Enter}');
    expect(amount).toHaveFocus();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(STX_AMOUNT_MESSAGES.comma);
    expect(request).not.toHaveBeenCalled();
  });

  it('checks a connected person’s amount on leaving the field, before any submit', async () => {
    renderPoolPage({ connected: true });
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount (STX)');
    await user.type(amount, '1.000,5');
    await user.tab();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(STX_AMOUNT_MESSAGES.comma);
  });
});
