import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { STACKING_TRACKER_API_URL } from '@/stacks/stacking-tracker/stacking-tracker-api';
import { stackingTrackerTokens } from '../fixtures/stacking-tracker';
import type { MockScenario } from '../mock-scenario';
import { scenarioFailure } from './scenario-failure';

/** One tracker endpoint: its fixture when populated, an empty list when empty (the source
 * knows no token, so every figure is a dash), and the scenario's failure like the Stacks API. */
function trackerHandler(path: string, populated: JsonBodyType, scenario: MockScenario) {
  return http.get(`${STACKING_TRACKER_API_URL}/${path}`, async () => {
    const failure = await scenarioFailure(scenario);
    if (failure) return failure;
    return HttpResponse.json(scenario === 'empty' ? [] : populated);
  });
}

/** Liquid token figures, answered as the scenario says. */
export function stackingTrackerHandlers(scenario: MockScenario): HttpHandler[] {
  return [trackerHandler('tokens', stackingTrackerTokens, scenario)];
}
