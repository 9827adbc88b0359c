import { http, HttpResponse, type HttpHandler, type JsonBodyType, type PathParams } from 'msw';
import { NETWORK_DEFAULTS } from '@/config/networks';
import type { MockScenario } from '../mock-scenario';
import { scenarioFailure } from './scenario-failure';

/** The public Hiro Stacks APIs mock mode stands in for (docs/product-decisions.md#networks default
 * hosts). The local devnet is not mocked: it is our own server (docs/architecture.md). */
const HIRO_API_URLS = [NETWORK_DEFAULTS.mainnet.apiUrl, NETWORK_DEFAULTS.testnet.apiUrl];

export interface HiroEndpointMock {
  method?: 'get' | 'post';
  /** MSW path pattern after the host, e.g. `/extended/v1/address/:principal/balances`. */
  path: string;
  /** The answer for a populated account; gets the path parameters, the API's base URL and, for
   * a POST, the JSON body (undefined when it is not JSON), and the query (`limit`, `offset`,
   * `address`…). An HttpResponse passes as is (a 404 for an unknown id, say). */
  populated: (
    params: PathParams,
    apiUrl: string,
    body: unknown,
    query: URLSearchParams,
  ) => JsonBodyType | Response;
  /** The answer for an empty account; endpoints that do not depend on the account omit it. */
  empty?: (
    params: PathParams,
    apiUrl: string,
    body: unknown,
    query: URLSearchParams,
  ) => JsonBodyType | Response;
}

/**
 * One endpoint of the Hiro API, on mainnet and testnet, answering as the scenario says. Adding an
 * endpoint is one object: its path and its fixtures.
 */
export function hiroApiHandlers(endpoint: HiroEndpointMock, scenario: MockScenario): HttpHandler[] {
  return HIRO_API_URLS.map((apiUrl) =>
    http[endpoint.method ?? 'get'](`${apiUrl}${endpoint.path}`, async ({ params, request }) => {
      const failure = await scenarioFailure(scenario);
      if (failure) return failure;
      const answer = scenario === 'empty' && endpoint.empty ? endpoint.empty : endpoint.populated;
      const requestBody: unknown =
        request.method === 'POST' ? await request.json().catch(() => undefined) : undefined;
      const body = answer(params, apiUrl, requestBody, new URL(request.url).searchParams);
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
}
