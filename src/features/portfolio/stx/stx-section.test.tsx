import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { addressMempoolPopulated, pendingTransfer } from '@/mocks/fixtures/activity';
import { MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { renderWithAppState } from '@/test/render-with-app-state';
import { StxSection } from './stx-section';
import { testNetwork } from '@/test/networks';

const API = NETWORK_DEFAULTS.mainnet.apiUrl;
const OTHER_ADDRESS = 'SP3FBR2AGK5H9QBDH3EEN6DF8EK8JY7RX8QJ5SVTE';
const server = setupTestServer();

const network = testNetwork('mainnet', API);

function renderSection() {
  renderWithAppState(
    <StxSection network={network} address={MAINNET_STX_ADDRESS} btcAddresses={[]} />,
  );
}

describe('StxSection', { timeout: 15_000 }, () => {
  it('shows available, locked until its cycle, pending and total to the µSTX', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    renderSection();
    // fixtures/hiro-api.ts: 1,845.25 STX of which 500 locked until the next cycle starts;
    // fixtures/activity.ts: a 2 STX transfer with a 0.003 STX fee waits in the mempool.
    expect(await screen.findByTestId('stx-available')).toHaveTextContent('1,343.247 STX');
    expect(screen.getByTestId('stx-locked')).toHaveTextContent('500 STX');
    expect(await screen.findByTestId('stx-unlock')).toHaveTextContent(
      /^Until cycle \d+ starts \(burn block [\d,]+, about /,
    );
    expect(screen.getByTestId('stx-pending')).toHaveTextContent('2.003 STX');
    expect(screen.getByTestId('stx-total')).toHaveTextContent('1,845.25 STX');
  });

  it('takes off only what the account itself will spend, from the activity’s mempool read', async () => {
    server.use(
      http.get(`${API}/extended/v1/tx/mempool`, ({ request }) => {
        // The one read the activity list makes too (review finding 16).
        expect(new URL(request.url).searchParams.get('address')).toBe(MAINNET_STX_ADDRESS);
        return HttpResponse.json({
          ...addressMempoolPopulated,
          total: 2,
          results: [
            {
              ...pendingTransfer,
              fee_rate: '180',
              token_transfer: { ...pendingTransfer.token_transfer, amount: '12500001' },
            },
            // Paid to the account: not outgoing.
            {
              ...pendingTransfer,
              tx_id: `0x${'cd'.repeat(32)}`,
              sender_address: OTHER_ADDRESS,
              token_transfer: {
                ...pendingTransfer.token_transfer,
                recipient_address: MAINNET_STX_ADDRESS,
              },
            },
          ],
        });
      }),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    renderSection();
    expect(await screen.findByTestId('stx-pending')).toHaveTextContent('12.500181 STX');
    expect(screen.getByTestId('stx-available')).toHaveTextContent('1,332.749819 STX');
  });

  it('shows the balances when only the mempool fails, with a retry for the pending part', async () => {
    server.use(
      http.get(`${API}/extended/v1/tx/mempool`, () =>
        HttpResponse.json({ error: 'down' }, { status: 503 }),
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    renderSection();
    expect(
      await screen.findByText(/The transactions waiting in the mempool could not be read/),
    ).toBeVisible();
    expect(screen.getByTestId('stx-available')).toHaveTextContent(
      '1,345.25 STX before pending transactions',
    );
    expect(screen.getByTestId('stx-locked')).toHaveTextContent('500 STX');
    expect(screen.getByTestId('stx-total')).toHaveTextContent('1,845.25 STX');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
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
