import { queryOptions } from '@tanstack/react-query';
import { fetchMarketPriceMap, MARKET_QUERY_DEFAULTS } from './market-price-map';

// GET https://api.leather.io/v1/market/prices/native?format=map — USD prices keyed by symbol
// (`BTC`, `STX`).

export function fetchNativePrices(signal?: AbortSignal, now: () => number = Date.now) {
  return fetchMarketPriceMap('v1/market/prices/native?format=map', signal, now);
}

export function nativePricesQueryOptions() {
  return queryOptions({
    queryKey: ['leather-market', 'native-prices'] as const,
    queryFn: ({ signal }) => fetchNativePrices(signal),
    ...MARKET_QUERY_DEFAULTS,
  });
}
