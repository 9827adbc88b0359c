import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_STSTX_CONTRACT, sip10PricesMap } from '@/mocks/fixtures/leather-market';
import { leatherMarketHandlers } from '@/mocks/handlers/leather-market-handlers';
import { MAX_PRICE_AGE_MS } from '@/stacks/leather-market/market-price-map';
import { nativePricesQueryOptions } from '@/stacks/leather-market/native-prices';
import { sip10PricesQueryOptions } from '@/stacks/leather-market/sip10-prices';
import { sbtcContracts } from '@/stacks/sbtc/sbtc-contracts';
import { SBTC_TOKEN_CONTRACT } from '@/stacks/sbtc/sbtc-token';
import { FiatValue, type FiatValueProps } from './fiat-value';

// FiatValue on mock mode's market answers: STX $0.62, BTC $97,000, stSTX $0.68.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(...leatherMarketHandlers('populated')));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderValue(
  props: FiatValueProps,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  return render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <p data-testid="value">
          <FiatValue {...props} />
        </p>
      </JotaiProvider>
    </QueryClientProvider>,
  );
}

describe('FiatValue', () => {
  it('shows a dash for a cached price that has grown old since it came (a tab asleep)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Fetched just now as far as the cache knows, so nothing asks again: only the age of the
    // market's own price says it may not be shown any more.
    const old = Date.now() - MAX_PRICE_AGE_MS - 60_000;
    queryClient.setQueryData(
      nativePricesQueryOptions().queryKey,
      new Map([['STX', { usd: 0.62, lastPriceAt: old }]]),
    );
    queryClient.setQueryData(sip10PricesQueryOptions().queryKey, new Map());
    renderValue({ asset: { kind: 'stx' }, baseUnits: 1_345_250_000n, decimals: 6 }, queryClient);
    expect(await screen.findByText('—')).toBeVisible();
    expect(screen.queryByText('$834.06')).toBeNull();
  });

  it('values STX exactly to the cent', async () => {
    renderValue({ asset: { kind: 'stx' }, baseUnits: 1_345_250_000n, decimals: 6 });
    expect(await screen.findByText('$834.06')).toBeVisible();
  });

  it('prices sBTC as BTC (1:1 peg), whatever the token map says', async () => {
    server.use(
      http.get('https://api.leather.io/v1/market/prices/sip10s', () => {
        const answer = sip10PricesMap(new Date());
        return HttpResponse.json({
          ...answer,
          data: { ...answer.data, [SBTC_TOKEN_CONTRACT]: answer.data[MOCK_STSTX_CONTRACT] },
        });
      }),
    );
    renderValue({
      asset: { kind: 'token', contract: SBTC_TOKEN_CONTRACT },
      baseUnits: 2_500_000n,
      decimals: 8,
    });
    expect(await screen.findByText('$2,425.00')).toBeVisible();
  });

  it('does not price testnet’s sBTC contract as BTC: prices are mainnet’s', async () => {
    const testnetSbtc = sbtcContracts('testnet').token;
    renderValue({
      asset: { kind: 'token', contract: testnetSbtc },
      baseUnits: 2_500_000n,
      decimals: 8,
    });
    expect(
      await screen.findByLabelText('No price: the market has no recent price for this asset'),
    ).toBeVisible();
  });

  it('prices a token from the SIP-010 map by its contract', async () => {
    renderValue({
      asset: { kind: 'token', contract: MOCK_STSTX_CONTRACT },
      baseUnits: 500_000_000n,
      decimals: 6,
    });
    expect(await screen.findByText('$340.00')).toBeVisible();
  });

  it('shows a dash with words for a token the market does not price', async () => {
    renderValue({
      asset: { kind: 'token', contract: 'SP000000000000000000002Q6VF78.unknown-token' },
      baseUnits: 1n,
      decimals: 0,
    });
    expect(
      await screen.findByLabelText('No price: the market has no recent price for this asset'),
    ).toHaveTextContent('—');
  });

  it('shows a dash, not a figure, when the market answers nonsense', async () => {
    server.use(...leatherMarketHandlers('malformed'));
    renderValue({ asset: { kind: 'stx' }, baseUnits: 1_000_000n, decimals: 6 });
    expect(
      await screen.findByLabelText('No price: market prices are unavailable right now'),
    ).toHaveTextContent('—');
  });
});
