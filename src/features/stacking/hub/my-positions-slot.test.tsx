import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bitcoinOnlyAddresses, leatherAddresses } from '@/mocks/fixtures/wallet-addresses';
import { renderHub } from './hub-test-utils';
import { MyPositionsSlot } from './my-positions-slot';

// Every Stacks API call fails here: what matters is that the section appears only once
// connected, and that failures are said in words (the positions themselves are covered by
// my-positions.layout.test.tsx, and end to end in mock mode).
const server = setupServer(
  http.all('https://api.hiro.so/*', () =>
    HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 }),
  ),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Loaded on demand by the slot; compiled once here so the waits below measure the page.
  await import('./my-positions');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('MyPositionsSlot', () => {
  it('shows nothing to a visitor', () => {
    renderHub(<MyPositionsSlot />);
    expect(screen.queryByRole('heading', { name: 'My positions' })).not.toBeInTheDocument();
  });

  it('explains why an account without a Stacks address has no positions', () => {
    localStorage.setItem('addresses', JSON.stringify(bitcoinOnlyAddresses));
    renderHub(<MyPositionsSlot />);
    expect(screen.getByRole('heading', { name: 'My positions' })).toBeInTheDocument();
    expect(screen.getByText(/This wallet account has no Stacks address/)).toBeVisible();
  });

  it(
    'once connected, loads the positions and says in words what failed',
    { timeout: 15_000 },
    async () => {
      // The STX entry is last in Leather's answer: it is found by symbol, not position.
      localStorage.setItem('addresses', JSON.stringify(leatherAddresses));
      renderHub(<MyPositionsSlot />);
      expect(screen.getByRole('heading', { name: 'My positions' })).toBeInTheDocument();
      expect(
        await screen.findByText(
          'Your liquid stacking could not be read: The Stacks API answered 500 Internal Server Error.',
          {},
          { timeout: 5_000 },
        ),
      ).toBeVisible();
      expect(
        await screen.findByText(
          /^Your pooled position could not be read: /,
          {},
          { timeout: 5_000 },
        ),
      ).toBeVisible();
      expect(screen.queryByText('You are not stacking yet.')).not.toBeInTheDocument();
    },
  );
});
