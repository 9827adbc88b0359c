import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ESPLORA_CHAINS } from '@/config/esplora-chains';
import { nativePricesMap } from '@/mocks/fixtures/leather-market';
import { btcNativeSegwitEntry, MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { sbtcContracts } from '@/stacks/sbtc/sbtc-contracts';
import { expectNoAxeViolations } from '@/test/axe';
import type { BtcAddressEntry } from '@/wallet/addresses';
import { PortfolioTotal } from './portfolio-total';
import { testNetwork } from '@/test/networks';

// The Total section on mock mode's own answers (src/mocks): the populated account holds
// 1,345.25 STX available and 500 locked, 0.025 sBTC and 500 stSTX; the market says STX $0.62,
// BTC $97,000, stSTX $0.68 (fixtures/leather-market.ts).

const LEATHER = 'https://api.leather.io';
const mainnet = testNetwork('mainnet');
const testnet = testNetwork('testnet');

const leatherRequests: string[] = [];
const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Compile the lazily loaded chart once up front, so a busy run does not outlast findBy.
  await import('./allocation-chart');
});
beforeEach(() => {
  server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
  server.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(LEATHER)) leatherRequests.push(request.url);
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  leatherRequests.length = 0;
});
afterAll(() => server.close());

function renderTotal(network = mainnet, btcAddresses: BtcAddressEntry[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <PortfolioTotal
          network={network}
          address={MAINNET_STX_ADDRESS}
          btcAddresses={btcAddresses}
          sbtcToken={sbtcContracts(network.kind).token}
        />
      </JotaiProvider>
    </QueryClientProvider>,
  );
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('PortfolioTotal', () => {
  it('shows the total in USD and the allocation, largest first, shares summing to 100 %', async () => {
    const { container } = renderTotal();
    // $834.06 + $310.00 + $2,425.00 + $340.00.
    expect(await screen.findByTestId('portfolio-total-value')).toHaveTextContent('$3,909.06');
    const table = screen.getByRole('table', { name: 'Allocation' });
    expect(rowTexts(table)).toEqual([
      ['sBTC', '$2,425.00', '62.0 %'],
      ['STX available', '$834.06', '21.4 %'],
      ['Other tokens', '$340.00', '8.7 %'],
      ['STX locked in staking', '$310.00', '7.9 %'],
    ]);
    expect(await screen.findByTestId('allocation-chart')).toBeInTheDocument();
    expect(screen.getByText(/Bitcoin is counted for the connected wallet only/)).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('shows the stored currency through Leather’s rate, and the choice persists', async () => {
    window.localStorage.setItem('satchel:fiat-currency', JSON.stringify('EUR'));
    renderTotal();
    // Each part converted at $1 = €0.92, to the cent: 767.33 + 285.20 + 2,231.00 + 312.80.
    expect(await screen.findByTestId('portfolio-total-value')).toHaveTextContent('€3,596.33');

    await userEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'JPY · Japanese Yen' }));
    // 126,109 + 46,872 + 366,660 + 51,408 at ¥151.2 per dollar, each to the yen.
    expect(await screen.findByTestId('portfolio-total-value')).toHaveTextContent('¥591,049');
    expect(window.localStorage.getItem('satchel:fiat-currency')).toBe('"JPY"');
  });

  it('counts the connected wallet’s confirmed BTC', async () => {
    server.use(
      http.get(`${ESPLORA_CHAINS.mainnet?.apiUrl}/address/:address`, ({ params }) =>
        HttpResponse.json({
          address: params.address,
          chain_stats: { funded_txo_sum: 150_000_000, spent_txo_sum: 50_000_000, tx_count: 2 },
          mempool_stats: { funded_txo_sum: 0, spent_txo_sum: 0, tx_count: 0 },
        }),
      ),
    );
    renderTotal(mainnet, [btcNativeSegwitEntry]);
    expect(await screen.findByTestId('portfolio-total-value')).toHaveTextContent('$100,909.06');
    const table = screen.getByRole('table', { name: 'Allocation' });
    expect(rowTexts(table)[0]).toEqual(['BTC', '$97,000.00', '96.1 %']);
    expect(screen.getByText('Bitcoin counts confirmed coins only.')).toBeVisible();
  });

  it('does not wait for ever on a Bitcoin address of another chain (a testnet wallet on mainnet)', async () => {
    renderTotal(mainnet, [
      { ...btcNativeSegwitEntry, address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' },
    ]);
    expect(await screen.findByTestId('portfolio-total-value')).toHaveTextContent('$3,909.06');
    expect(
      screen.getByText('1 Bitcoin address is not of this network’s chain and is not counted.'),
    ).toBeVisible();
  });

  it('says a priced token is left out for its unread decimals, not for want of a price', async () => {
    server.use(
      http.post(`${mainnet.apiUrl}/v2/contracts/call-read/:address/:name/:fn`, () =>
        HttpResponse.json({ error: 'down' }, { status: 500 }),
      ),
    );
    renderTotal();
    expect(
      await screen.findByText(
        '1 priced token is not counted: its decimals could not be read from the token.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/no market price/)).toBeNull();
  });

  it('shows a dash, never an old figure, when the market’s prices are stale', async () => {
    server.use(
      http.get(`${LEATHER}/v1/market/prices/native`, () =>
        HttpResponse.json(nativePricesMap(new Date(Date.now() - 2 * 60 * 60 * 1000))),
      ),
    );
    renderTotal();
    const table = await screen.findByRole('table', { name: 'Allocation' });
    // Only stSTX still has a fresh price; STX and sBTC have none, so they are not counted.
    expect(rowTexts(table)).toEqual([['Other tokens', '$340.00', '100.0 %']]);
    expect(screen.getByTestId('portfolio-total-value')).toHaveTextContent('$340.00');
  });

  it('keeps the section and says so when prices cannot be read, with a retry', async () => {
    server.use(
      http.get(`${LEATHER}/v1/market/prices/native`, () =>
        HttpResponse.json({ error: 'down' }, { status: 500 }),
      ),
    );
    renderTotal();
    expect(await screen.findByText(/Market prices are unavailable right now/)).toBeVisible();
    expect(screen.getByTestId('portfolio-total-value')).toHaveTextContent('—');

    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('portfolio-total-value')).toHaveTextContent('$3,909.06');
  });

  it('fails alone, in words, when the balances cannot be read', async () => {
    server.use(...createMockHandlers({ scenario: 'server-error', env: {} }));
    renderTotal();
    expect(await screen.findByText(/Could not read the account’s balances: .*500/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByTestId('portfolio-total-value')).toBeNull();
  });

  it('asks for no price off mainnet, and says why there is no total', async () => {
    window.localStorage.setItem('network', JSON.stringify('testnet'));
    renderTotal(testnet);
    expect(await screen.findByText(/Testnet and devnet coins have no market price/)).toBeVisible();
    expect(screen.getByTestId('portfolio-total-value')).toHaveTextContent('—');
    expect(screen.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
    expect(leatherRequests).toEqual([]);
  });
});
