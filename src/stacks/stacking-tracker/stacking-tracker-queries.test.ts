import { QueryClient } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { stackingTrackerTokens } from '@/mocks/fixtures/stacking-tracker';
import { STACKING_TRACKER_API_URL } from './stacking-tracker-api';
import { findTokenFigures, stackingTrackerTokensQueryOptions } from './stacking-tracker-queries';

const server = setupTestServer();

const STSTX = 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.ststx-token';

describe('findTokenFigures', () => {
  it('finds a token by its contract', () => {
    expect(findTokenFigures(STSTX, stackingTrackerTokens)?.name).toBe('stSTX');
  });

  it('is undefined when the token is not listed', () => {
    expect(findTokenFigures(STSTX, [])).toBeUndefined();
    expect(findTokenFigures(`${STSTX}-v2`, stackingTrackerTokens)).toBeUndefined();
  });
});

describe('stacking-tracker token query options', () => {
  it('fetch and parse the tokens', async () => {
    server.use(
      http.get(`${STACKING_TRACKER_API_URL}/tokens`, () =>
        HttpResponse.json(stackingTrackerTokens),
      ),
    );
    const client = new QueryClient();
    await expect(client.query(stackingTrackerTokensQueryOptions())).resolves.toEqual(
      stackingTrackerTokens,
    );
  });

  it('have a key that names the source, not the selected network', () => {
    expect(stackingTrackerTokensQueryOptions().queryKey).toEqual([
      'stacking-tracker',
      STACKING_TRACKER_API_URL,
      'tokens',
    ]);
  });

  it('give up on a source that never answers instead of loading forever', async () => {
    server.use(
      http.get(`${STACKING_TRACKER_API_URL}/tokens`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.query(stackingTrackerTokensQueryOptions(50))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('reject an answer that does not match the schema', async () => {
    server.use(
      http.get(`${STACKING_TRACKER_API_URL}/tokens`, () =>
        HttpResponse.json([{ name: 'x', tokenContract: 'no-dot' }]),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.query(stackingTrackerTokensQueryOptions())).rejects.toMatchObject({
      name: 'StacksApiResponseError',
    });
  });
});
