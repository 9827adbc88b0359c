import { delay, HttpResponse } from 'msw';
import type { MockScenario } from '../mock-scenario';

/** A body that starts like JSON and stops: what a proxy cutting a response short sends. */
export const MALFORMED_JSON_BODY = '{"error": "truncated';

/**
 * The failure an API answers with in the failing scenarios, or undefined when it answers
 * normally. `timeout` never answers, as a hung server does: the caller's own timeout or abort
 * is what ends the request.
 */
export async function scenarioFailure(scenario: MockScenario): Promise<Response | undefined> {
  switch (scenario) {
    case 'server-error':
      return HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 });
    case 'timeout':
      await delay('infinite');
      return undefined;
    case 'malformed':
      return new HttpResponse(MALFORMED_JSON_BODY, {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    case 'populated':
    case 'empty':
    case 'bridge-full':
      return undefined;
  }
}
