import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { mempoolEmpty } from '@/mocks/fixtures/hiro-api';
import { MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import type { ActiveNetwork } from '@/stacks/active-network';
import { renderPortfolio } from '../portfolio-test-render';
import { StxSection } from './stx-section';

const API = NETWORK_DEFAULTS.mainnet.apiUrl;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const network: ActiveNetwork = {
  name: 'mainnet',
  kind: 'mainnet',
  apiUrl: API,
  chainId: NETWORK_DEFAULTS.mainnet.chainId,
  custom: false,
};

function renderSection() {
  renderPortfolio(<StxSection network={network} address={MAINNET_STX_ADDRESS} btcAddresses={[]} />);
}

describe('StxSection', { timeout: 15_000 }, () => {
  it('shows available, locked until its cycle, pending and total to the µSTX', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    renderSection();
    // fixtures/hiro-api.ts: 1,845.25 STX of which 500 locked until the next cycle starts.
    expect(await screen.findByTestId('stx-available')).toHaveTextContent('1,345.25 STX');
    expect(screen.getByTestId('stx-locked')).toHaveTextContent('500 STX');
    expect(await screen.findByTestId('stx-unlock')).toHaveTextContent(
      /^Until cycle \d+ starts \(burn block [\d,]+, about /,
    );
    expect(screen.getByTestId('stx-pending')).toHaveTextContent('0 STX');
    expect(screen.getByTestId('stx-total')).toHaveTextContent('1,845.25 STX');
  });

  it('takes what the mempool will spend off what is available', async () => {
    server.use(
      http.get(`${API}/extended/v1/tx/mempool`, () =>
        HttpResponse.json({
          ...mempoolEmpty,
          results: [
            {
              tx_id: `0x${'ab'.repeat(32)}`,
              tx_status: 'pending',
              tx_type: 'token_transfer',
              fee_rate: '180',
              sender_address: MAINNET_STX_ADDRESS,
              token_transfer: { amount: '12500001' },
            },
          ],
        }),
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    renderSection();
    expect(await screen.findByTestId('stx-pending')).toHaveTextContent('12.500181 STX');
    expect(screen.getByTestId('stx-available')).toHaveTextContent('1,332.749819 STX');
  });

  it('fails alone, in words, with a way to try again', async () => {
    server.use(
      http.get(`${API}/extended/v1/address/:principal/balances`, () =>
        HttpResponse.json({ error: 'down' }, { status: 503 }),
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    renderSection();
    expect(
      await screen.findByText('The STX balance could not be read from the Stacks API.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
