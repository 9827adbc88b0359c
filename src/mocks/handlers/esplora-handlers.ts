import { http, HttpResponse, type HttpHandler } from 'msw';
import { ESPLORA_CHAINS } from '@/config/esplora-chains';
import { esploraAddresses, esploraUnusedAddress } from '../fixtures/esplora';
import type { MockScenario } from '../mock-scenario';
import { scenarioFailure } from './scenario-failure';

/** Bitcoin address balances on every chain the portfolio reads: the fixtures when populated,
 * unused addresses when empty, and the scenario's failure like the Stacks API. */
export function esploraHandlers(scenario: MockScenario): HttpHandler[] {
  return Object.values(ESPLORA_CHAINS)
    .filter((chain) => chain !== undefined)
    .map(({ apiUrl }) =>
      http.get(`${apiUrl}/address/:address`, async ({ params }) => {
        const failure = await scenarioFailure(scenario);
        if (failure) return failure;
        const address = String(params.address);
        const known = scenario === 'empty' ? undefined : esploraAddresses[address];
        return HttpResponse.json(known ?? esploraUnusedAddress(address));
      }),
    );
}
