import type { HttpHandler } from 'msw';
import type { AppEnv } from '@/config/env-schema';
import type { MockScenario } from '../mock-scenario';
import { emilyHandlers } from './emily-handlers';

import { emilyWithdrawalHandlers } from './emily-withdrawal-handlers';
import { esploraHandlers } from './esplora-handlers';
import { hiroApiHandlers } from './hiro-api-handlers';
import { hiroEndpointMocks } from './hiro-endpoint-mocks';
import { leatherMarketHandlers } from './leather-market-handlers';
import { leatherQuestHandler } from './leather-quest-handler';
import { segmentHandlers } from './segment-handlers';
import { stackingTrackerHandlers } from './stacking-tracker-handlers';

/** Every HTTP call the app makes, answered as `scenario` says (mock mode). */
export function createMockHandlers({
  scenario,
  env,
}: {
  scenario: MockScenario;
  env: MockHandlersEnv;
}): HttpHandler[] {
  return [
    ...hiroEndpointMocks.flatMap((endpoint) => hiroApiHandlers(endpoint, scenario)),
    ...stackingTrackerHandlers(scenario),
    ...esploraHandlers(scenario),
    ...emilyHandlers(scenario),

    ...emilyWithdrawalHandlers(scenario),
    leatherQuestHandler(),
    ...leatherMarketHandlers(scenario),
    ...segmentHandlers(env),
  ];
}

export type MockHandlersEnv = Pick<
  AppEnv,
  'VITE_SEGMENT_WRITE_KEY' | 'VITE_SEGMENT_CDN_URL' | 'VITE_SEGMENT_API_HOST'
>;
