import { QueryClient } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stackingTrackerPools, stackingTrackerTokens } from '@/mocks/fixtures/stacking-tracker';
import { LISTED_LIQUID, LISTED_POOLS, type PooledSlug } from '../stacking/stacking-protocols';
import { STACKING_TRACKER_API_URL } from './stacking-tracker-api';
import {
  findPoolFigures,
  findTokenFigures,
  stackingTrackerPoolsQueryOptions,
  stackingTrackerTokensQueryOptions,
} from './stacking-tracker-queries';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function listedPool(slug: PooledSlug) {
  const pool = LISTED_POOLS.find((candidate) => candidate.slug === slug);
  if (!pool) throw new Error(`no pool ${slug}`);
  return pool;
}

describe('findPoolFigures', () => {
  it('finds a wrapper pool by its contract', () => {
    expect(findPoolFigures(listedPool('fast-pool'), stackingTrackerPools)?.name).toBe('Fast Pool');
    expect(findPoolFigures(listedPool('restake'), stackingTrackerPools)?.name).toBe('Restake');
  });

  it('tells apart the pools that share pox4-pools by their operator', () => {
    expect(findPoolFigures(listedPool('planbetter'), stackingTrackerPools)?.name).toBe(
      'PlanBetter',
    );
    expect(findPoolFigures(listedPool('xverse-pool'), stackingTrackerPools)?.name).toBe('Xverse');
  });

  it('never gives a pox4-pools pool the figures listed under the shared contract', () => {
    const [first] = stackingTrackerPools;
    if (!first) throw new Error('no pool fixture');
    const shared = {
      ...first,
      name: 'All pox4-pools pools',
      poolAddress: listedPool('planbetter').contract,
    };
    expect(findPoolFigures(listedPool('planbetter'), [shared])).toBeUndefined();
    expect(findPoolFigures(listedPool('xverse-pool'), [shared])).toBeUndefined();
  });

  it('is undefined for a pool the source does not list', () => {
    expect(findPoolFigures(listedPool('stacking-dao'), stackingTrackerPools)).toBeUndefined();
    expect(findPoolFigures(listedPool('fast-pool'), [])).toBeUndefined();
  });
});

describe('findTokenFigures', () => {
  it('finds each liquid protocol by the contract of its token', () => {
    expect(
      LISTED_LIQUID.map((protocol) => findTokenFigures(protocol, stackingTrackerTokens)?.name),
    ).toEqual(['stSTX', 'LiSTX']);
  });

  it('is undefined when the token is not listed', () => {
    for (const protocol of LISTED_LIQUID) expect(findTokenFigures(protocol, [])).toBeUndefined();
  });
});

describe('stacking-tracker query options', () => {
  it('fetch and parse the pools and tokens', async () => {
    server.use(
      http.get(`${STACKING_TRACKER_API_URL}/pools`, () => HttpResponse.json(stackingTrackerPools)),
      http.get(`${STACKING_TRACKER_API_URL}/tokens`, () =>
        HttpResponse.json(stackingTrackerTokens),
      ),
    );
    const client = new QueryClient();
    await expect(client.query(stackingTrackerPoolsQueryOptions())).resolves.toEqual(
      stackingTrackerPools,
    );
    await expect(client.query(stackingTrackerTokensQueryOptions())).resolves.toEqual(
      stackingTrackerTokens,
    );
  });

  it('have distinct keys that do not depend on the selected network', () => {
    expect(stackingTrackerPoolsQueryOptions().queryKey).toEqual([
      'stacking-tracker',
      STACKING_TRACKER_API_URL,
      'pools',
    ]);
    expect(stackingTrackerTokensQueryOptions().queryKey).toEqual([
      'stacking-tracker',
      STACKING_TRACKER_API_URL,
      'tokens',
    ]);
  });

  it('give up on a source that never answers instead of loading forever', async () => {
    server.use(
      http.get(`${STACKING_TRACKER_API_URL}/pools`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.query(stackingTrackerPoolsQueryOptions(50))).rejects.toMatchObject({
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
