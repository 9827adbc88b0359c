import { http, HttpResponse, type HttpHandler } from 'msw';
import { LEATHER_API } from '@/stacks/leather-market/market-price-map';
import { fiatRatesAnswer, nativePricesMap, sip10PricesMap } from '../fixtures/leather-market';
import type { MockScenario } from '../mock-scenario';
import { scenarioFailure } from './scenario-failure';

/** Leather's market prices and fiat rates; in the failing scenarios they fail like the Stacks
 * API does, so the fiat figures' dashes can be seen. */
export function leatherMarketHandlers(scenario: MockScenario): HttpHandler[] {
  const answer = (body: (now: Date) => object) => async () =>
    (await scenarioFailure(scenario)) ?? HttpResponse.json(body(new Date()));
  return [
    http.get(`${LEATHER_API.apiUrl}/v1/market/prices/native`, answer(nativePricesMap)),
    http.get(`${LEATHER_API.apiUrl}/v1/market/prices/sip10s`, answer(sip10PricesMap)),
    http.get(`${LEATHER_API.apiUrl}/v1/market/fiat-rates`, answer(fiatRatesAnswer)),
  ];
}
