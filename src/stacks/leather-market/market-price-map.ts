import { z } from 'zod';
import { parsedItems } from '../api/items-that-parse';
import { fetchStacksApi } from '../stacks-api';

// What Leather's market endpoints (https://api.leather.io/v1/market/…) share. Shapes from
// Leather's own OpenAPI types, leather-io/mono
// packages/services/src/infrastructure/api/leather/leather-api.types.ts (`/v1/market/prices/native`,
// `/v1/market/prices/sip10s`, `/v1/market/fiat-rates`). The host is already in the CSP's connect-src
// (server/security-headers.mjs). Prices do not depend on the Stacks network the page reads, so the
// query keys carry no network; the sections ask for them on mainnet only.

export const LEATHER_API = { apiUrl: 'https://api.leather.io' } as const;

/** A price older than this is not shown: a dash is honest, an old figure is not. */
export const MAX_PRICE_AGE_MS = 30 * 60 * 1000;

/** While the page is open prices are asked for again this often, and a failed refetch shows a
 * dash (the hook trusts only a successful query), so no figure outlives its answer for long. */
export const MARKET_QUERY_DEFAULTS = {
  staleTime: 60_000,
  refetchInterval: 5 * 60 * 1000,
} as const;

/** No coin is worth a trillion dollars; larger is a broken answer, not a price. */
const MAX_USD_PRICE = 1e12;

const priceEntrySchema = z.object({
  key: z.string().min(1),
  value: z.object({
    // USD per whole coin or token. Zero or negative is no price; above MAX_USD_PRICE is no price
    // either: times a rate and 10^12 it would overflow to Infinity, which no bigint can hold
    // (review finding 9).
    price: z.number().positive().max(MAX_USD_PRICE),
    lastPriceAt: z.iso.datetime({ offset: true }).transform((at) => Date.parse(at)),
  }),
});

/** Whether a price set at `lastPriceAt` may still be shown at `now`: checked when the answer
 * comes and again when it is drawn, since a cached answer outlives a sleeping laptop. */
export function isFreshPrice(lastPriceAt: number, now: number): boolean {
  return now - lastPriceAt <= MAX_PRICE_AGE_MS;
}

/** The USD price of one whole unit, and when the market last set it (ms since the epoch). */
export interface MarketPrice {
  usd: number;
  lastPriceAt: number;
}

/** `{format: 'map', meta, data: {KEY: {price, lastPriceAt, change24h, …}}}`. An entry that does not
 * parse is dropped, not the answer: the other prices still show. */
const priceMapSchema = z
  .object({ format: z.literal('map'), data: z.record(z.string(), z.unknown()) })
  .transform(({ data }) =>
    parsedItems(
      priceEntrySchema,
      Object.entries(data).map(([key, value]) => ({ key, value })),
    ),
  );

/** Fetches one of the price maps; keeps only prices set within MAX_PRICE_AGE_MS of `now`. */
export async function fetchMarketPriceMap(
  path: string,
  signal: AbortSignal | undefined,
  now: () => number,
): Promise<ReadonlyMap<string, MarketPrice>> {
  const entries = await fetchStacksApi({
    network: LEATHER_API,
    path,
    schema: priceMapSchema,
    signal,
  });
  const at = now();
  return new Map(
    entries
      .filter(({ value }) => isFreshPrice(value.lastPriceAt, at))
      .map(({ key, value }) => [key, { usd: value.price, lastPriceAt: value.lastPriceAt }]),
  );
}
