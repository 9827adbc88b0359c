import { http, HttpResponse, type HttpHandler } from 'msw';
import { emilyOrigin } from '@/stacks/emily/emily-origin';
import { emilyWithdrawalAnswer } from '../fixtures/sbtc-withdraw';
import type { MockScenario } from '../mock-scenario';
import { scenarioFailure } from './scenario-failure';

/** Emily's withdrawal records on mainnet and testnet (fixtures/sbtc-withdraw.ts): known requests
 * when populated, none (404) when empty, and the scenario's failure like every other host. */
export function emilyWithdrawalHandlers(scenario: MockScenario): HttpHandler[] {
  return [emilyOrigin('mainnet'), emilyOrigin('testnet')]
    .filter((origin) => origin !== undefined)
    .map((origin) =>
      http.get(`${origin}/withdrawal/:id`, async ({ params }) => {
        const failure = await scenarioFailure(scenario);
        if (failure) return failure;
        const known =
          scenario === 'populated' ? emilyWithdrawalAnswer(String(params.id)) : undefined;
        return known
          ? HttpResponse.json(known)
          : HttpResponse.json({ message: 'withdrawal not found' }, { status: 404 });
      }),
    );
}
