import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchStacksApi } from '../stacks-api';
import { LEATHER_API, MARKET_QUERY_DEFAULTS } from './market-price-map';

// GET https://api.leather.io/v1/market/fiat-rates — `{timestamp, rates: {EUR, GBP, …}}`: how many
// of each currency one US dollar buys (the prices are in USD).

/** The service refreshes its rates daily: older than this, no figure in that currency. */
const MAX_FIAT_RATES_AGE_MS = 48 * 60 * 60 * 1000;

/** More of a currency than any has ever bought for a dollar (VND ≈ 25,000) is a broken answer;
 * bounded so a price times a rate stays finite (review finding 9). */
const MAX_USD_RATE = 1e7;

const fiatRatesSchema = z.object({
  timestamp: z.iso.datetime({ offset: true }).transform((at) => Date.parse(at)),
  // The OpenAPI type lists EUR, GBP, AUD, CAD, CNY, JPY and KRW. A code the service adds later is
  // offered too; a rate that is not a positive number is left out, not the answer.
  rates: z
    .record(z.string(), z.unknown())
    .transform((rates) =>
      Object.entries(rates).flatMap(([code, rate]) =>
        /^[A-Z]{3}$/.test(code) && typeof rate === 'number' && rate > 0 && rate <= MAX_USD_RATE
          ? [[code, rate] as const]
          : [],
      ),
    ),
});

/** USD → currency rates, and when the service set them (ms since the epoch). */
export interface FiatRates {
  at: number;
  rates: ReadonlyMap<string, number>;
}

/** Whether rates set at `at` may still be used at `now`: checked when the answer comes and again
 * when a value is drawn (review finding 10). */
export function areFreshRates(at: number, now: number): boolean {
  return now - at <= MAX_FIAT_RATES_AGE_MS;
}

/** USD → currency rates; none when the service's rates are older than MAX_FIAT_RATES_AGE_MS. */
export async function fetchFiatRates(
  signal?: AbortSignal,
  now: () => number = Date.now,
): Promise<FiatRates> {
  const { timestamp, rates } = await fetchStacksApi({
    network: LEATHER_API,
    path: 'v1/market/fiat-rates',
    schema: fiatRatesSchema,
    signal,
  });
  return { at: timestamp, rates: new Map(areFreshRates(timestamp, now()) ? rates : []) };
}

export function fiatRatesQueryOptions() {
  return queryOptions({
    queryKey: ['leather-market', 'fiat-rates'] as const,
    queryFn: ({ signal }) => fetchFiatRates(signal),
    ...MARKET_QUERY_DEFAULTS,
  });
}
