import { http, HttpResponse, type HttpHandler } from 'msw';
import { emilyOrigin } from '@/stacks/emily/emily-origin';
import { emilyLimitsFull, emilyLimitsWithRoom } from '../fixtures/sbtc-capacity';
import type { MockScenario } from '../mock-scenario';
import { scenarioFailure } from './scenario-failure';

/** Emily, the sBTC bridge's API, on mainnet and testnet: room left, except in `bridge-full`
 * (at its cap); the failing scenarios fail it as they fail the Stacks API. The limits do not
 * depend on the account, so `empty` answers as `populated`. */
export function emilyHandlers(scenario: MockScenario): HttpHandler[] {
  return [emilyOrigin('mainnet'), emilyOrigin('testnet')]
    .filter((origin) => origin !== undefined)
    .map((origin) =>
      http.get(`${origin}/limits`, async () => {
        const failure = await scenarioFailure(scenario);
        if (failure) return failure;
        return HttpResponse.json(
          scenario === 'bridge-full' ? emilyLimitsFull : emilyLimitsWithRoom,
        );
      }),
    );
}
