import { queryOptions } from '@tanstack/react-query';
import { fetchMarketPriceMap, MARKET_QUERY_DEFAULTS } from './market-price-map';

// GET https://api.leather.io/v1/market/prices/sip10s?format=map — USD prices of the tokens Leather
// tracks, keyed by the token's contract (`SP….name`).

function fetchSip10Prices(signal?: AbortSignal, now: () => number = Date.now) {
  return fetchMarketPriceMap('v1/market/prices/sip10s?format=map', signal, now);
}

export function sip10PricesQueryOptions() {
  return queryOptions({
    queryKey: ['leather-market', 'sip10-prices'] as const,
    queryFn: ({ signal }) => fetchSip10Prices(signal),
    ...MARKET_QUERY_DEFAULTS,
  });
}
