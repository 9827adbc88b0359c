import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { fetchStackingTrackerTokens } from '@/stacks/stacking-tracker/stacking-tracker-tokens';
import { stackingTrackerTokens } from '../fixtures/stacking-tracker';
import type { MockScenario } from '../mock-scenario';
import { stackingTrackerHandlers } from './stacking-tracker-handlers';
import { stacksApiFailure } from '@/test/stacks-api-failure';

const server = setupTestServer();

function use(scenario: MockScenario) {
  server.use(...stackingTrackerHandlers(scenario));
}

describe('stacking-tracker mock handlers', () => {
  it('answer the fixtures when populated', async () => {
    use('populated');
    await expect(fetchStackingTrackerTokens()).resolves.toEqual(stackingTrackerTokens);
  });

  it('answer empty lists when empty: the source knows no token', async () => {
    use('empty');
    await expect(fetchStackingTrackerTokens()).resolves.toEqual([]);
  });

  it('fail with the scenario', async () => {
    use('server-error');
    expect(await stacksApiFailure(fetchStackingTrackerTokens())).toMatchObject({ status: 500 });
    use('malformed');
    expect(await stacksApiFailure(fetchStackingTrackerTokens())).toMatchObject({
      name: 'StacksApiResponseError',
    });
  });
});
