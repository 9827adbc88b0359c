import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { fetchFiatRates } from './fiat-rates';
import { MAX_PRICE_AGE_MS } from './market-price-map';
import { fetchNativePrices } from './native-prices';

const LEATHER = 'https://api.leather.io';
const NOW = Date.parse('2026-11-23T12:00:00Z');
const at = (msBefore: number) => new Date(NOW - msBefore).toISOString();

const server = setupTestServer();

describe('Leather market prices', () => {
  it('keeps fresh prices, drops stale and malformed entries, not the answer', async () => {
    server.use(
      http.get(`${LEATHER}/v1/market/prices/native`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('format')).toBe('map');
        return HttpResponse.json({
          format: 'map',
          meta: { count: 4, timestamp: at(0) },
          data: {
            STX: { price: 0.62, lastPriceAt: at(60_000), change24h: null },
            BTC: { price: 97_000, lastPriceAt: at(MAX_PRICE_AGE_MS + 1), change24h: 1 },
            ZERO: { price: 0, lastPriceAt: at(0), change24h: 0 },
            TEXT: { price: '1', lastPriceAt: at(0), change24h: 0 },
            // Times a rate it would overflow a float: a broken answer, not a price.
            HUGE: { price: 1e300, lastPriceAt: at(0), change24h: 0 },
          },
        });
      }),
    );
    const prices = await fetchNativePrices(undefined, () => NOW);
    expect([...prices]).toEqual([['STX', { usd: 0.62, lastPriceAt: NOW - 60_000 }]]);
  });

  it('refuses an answer in the list format', async () => {
    server.use(
      http.get(`${LEATHER}/v1/market/prices/native`, () =>
        HttpResponse.json({ format: 'list', meta: { count: 0, timestamp: at(0) }, data: [] }),
      ),
    );
    await expect(fetchNativePrices(undefined, () => NOW)).rejects.toThrow(/unexpected answer/);
  });

  it('gives the fiat rates that are positive numbers, none when the rates are old', async () => {
    const answer = (timestamp: string) =>
      HttpResponse.json({
        timestamp,
        rates: { EUR: 0.92, JPY: 151.2, BAD: -1, gbp: 0.79, BIG: 1e300 },
      });
    server.use(http.get(`${LEATHER}/v1/market/fiat-rates`, () => answer(at(60_000))));
    expect([...(await fetchFiatRates(undefined, () => NOW)).rates]).toEqual([
      ['EUR', 0.92],
      ['JPY', 151.2],
    ]);
    server.use(
      http.get(`${LEATHER}/v1/market/fiat-rates`, () => answer(at(3 * 24 * 60 * 60 * 1000))),
    );
    expect([...(await fetchFiatRates(undefined, () => NOW)).rates]).toEqual([]);
  });
});
