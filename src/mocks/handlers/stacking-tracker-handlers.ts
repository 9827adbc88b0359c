import { http, HttpResponse, type HttpHandler } from 'msw';
import { STACKING_TRACKER_API_URL } from '@/stacks/stacking-tracker/stacking-tracker-api';
import { stackingTrackerPools, stackingTrackerTokens } from '../fixtures/stacking-tracker';
import type { MockScenario } from '../mock-scenario';
import { scenarioFailure } from './scenario-failure';

/** Pool and token figures; they fail with the scenario like the Stacks API does. */
export function stackingTrackerHandlers(scenario: MockScenario): HttpHandler[] {
  return [
    http.get(`${STACKING_TRACKER_API_URL}/pools`, async () => {
      return (await scenarioFailure(scenario)) ?? HttpResponse.json(stackingTrackerPools);
    }),
    http.get(`${STACKING_TRACKER_API_URL}/tokens`, async () => {
      return (await scenarioFailure(scenario)) ?? HttpResponse.json(stackingTrackerTokens);
    }),
  ];
}
