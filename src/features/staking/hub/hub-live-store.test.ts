import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { POX_CYCLE, poxInfo } from '@/mocks/fixtures/hiro-api';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { STACKING_TRACKER_API_URL } from '@/stacks/stacking-tracker/stacking-tracker-api';
import { amountDelegatedForSignerQueryOptions } from '@/stacks/staking/amount-delegated-for-signer';
import { poxStateQueryOptions } from '@/stacks/staking/pox-state';
import { stakingPools } from '@/stacks/staking/staking-pools';
import { createHubLiveStore } from './hub-live-store';
import type { HubLiveStore } from './hub-live-view';
import { testNetwork } from '@/test/networks';

// The hub's store over TanStack Query's observers, with a real QueryClient and mock mode's
// handlers (mainnet) behind MSW: no DOM, no React.

const API = NETWORK_DEFAULTS.mainnet.apiUrl;
const MAINNET = testNetwork('mainnet', API);
const POOLS = stakingPools('mainnet');
const FEE_PATH = `${API}/v2/data_var/:address/:name/fees-bips`;

const server = setupServer();
const requests: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${request.url}`);
  });
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

const unsubscribes: (() => void)[] = [];
afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
});

function newStore() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createHubLiveStore({ client, network: MAINNET, pools: POOLS });
  return { client, store };
}

/** Subscribes as React would; the count of change notifications it received. */
function subscribe(store: HubLiveStore) {
  const changes = { count: 0 };
  unsubscribes.push(
    store.subscribe(() => {
      changes.count += 1;
    }),
  );
  return changes;
}

/** Waits (no sleep) until every figure of every pool and stSTX's have settled. */
async function settled(store: HubLiveStore) {
  await vi.waitFor(
    () => {
      const { pox, poolFigures, liquid } = store.getSnapshot();
      expect(pox.state).toBe('pox-5');
      expect(liquid.state).not.toBe('loading');
      for (const pool of POOLS) {
        const figures = poolFigures.bySlug[pool.slug];
        expect(figures?.fee.state).not.toBe('loading');
        expect(figures?.stakedMicroStx.state).not.toBe('loading');
        expect(figures?.inSignerSet.state).not.toBe('loading');
      }
    },
    { timeout: 10_000 },
  );
  return store.getSnapshot();
}

const requestsTo = (name: string) => requests.filter((request) => request.includes(name));

describe('createHubLiveStore', { timeout: 20_000 }, () => {
  it('reads nothing before its first subscriber, and stops observing when the last one leaves', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    const { client, store } = newStore();
    expect(store.getSnapshot().pox).toEqual({ state: 'loading' });
    expect(client.isFetching()).toBe(0);
    expect(requests).toEqual([]);

    const unsubscribe = store.subscribe(() => {});
    expect(client.isFetching()).toBeGreaterThan(0);
    await settled(store);
    const queries = client.getQueryCache().getAll();
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((query) => query.getObserversCount() === 1)).toBe(true);

    unsubscribe();
    expect(queries.every((query) => query.getObserversCount() === 0)).toBe(true);
  });

  it('reads pox-5, then each pool’s figures at its contract id and current cycle, and stSTX', async () => {
    server.use(
      // PlanBetter's and Stacking DAO's managers keep no `fees-bips` here.
      http.get(FEE_PATH, ({ params }) =>
        params.name === 'planbetter-signer-manager' || params.name === 'native-pool-signer-manager'
          ? HttpResponse.json({ error: 'data var not found' }, { status: 404 })
          : undefined,
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    const { client, store } = newStore();
    subscribe(store);
    const view = await settled(store);

    expect(view.pox).toMatchObject({
      state: 'pox-5',
      currentCycle: POX_CYCLE,
      contractId: poxInfo.contract_id,
      cycle: { cycle: POX_CYCLE },
    });
    // The pool's stated fee where its manager keeps none to read, the others their own.
    expect(view.poolFigures.bySlug.planbetter?.fee).toEqual({
      state: 'ready',
      value: { activeBips: 500, stated: true },
    });
    expect(view.poolFigures.bySlug['stacking-dao']?.fee).toEqual({
      state: 'ready',
      value: { activeBips: 0, stated: true },
    });
    expect(view.poolFigures.bySlug['fast-pool']?.fee).toEqual({
      state: 'ready',
      value: { activeBips: 500 },
    });
    expect(view.poolFigures.bySlug['fast-pool']?.stakedMicroStx.state).toBe('ready');
    expect(view.poolFigures.bySlug['fast-pool']?.inSignerSet.state).toBe('ready');
    expect(view.poolFigures.retrying).toBe(false);
    expect(view.liquid.state).toBe('ready');
    // Read where /v2/pox said: pox-5's contract, this cycle.
    const fastPool = POOLS.find((pool) => pool.slug === 'fast-pool');
    const { queryKey } = amountDelegatedForSignerQueryOptions(MAINNET, {
      pox5: poxInfo.contract_id,
      manager: fastPool?.manager ?? '',
      cycle: POX_CYCLE,
    });
    expect(client.getQueryData(queryKey)).toBeTypeOf('bigint');
  });

  it('gives the same snapshot until a figure changes, and then keeps every unchanged part', async () => {
    let senseinodeRaised = false;
    server.use(
      // SenseiNode's reference manager keeps its fee in `fees-bips`: u800 in Clarity's encoding.
      http.get(FEE_PATH, ({ params }) =>
        params.name === 'signer-manager-pox5' && senseinodeRaised
          ? HttpResponse.json({ data: '0x0100000000000000000000000000000320' })
          : undefined,
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    const { client, store } = newStore();
    subscribe(store);
    const first = await settled(store);
    expect(store.getSnapshot()).toBe(first);

    // Everything read again, the same answers: nothing changed, so the same object.
    await client.refetchQueries();
    expect(store.getSnapshot()).toBe(first);

    senseinodeRaised = true;
    await client.refetchQueries();
    await vi.waitFor(() => {
      expect(store.getSnapshot().poolFigures.bySlug.senseinode?.fee).toEqual({
        state: 'ready',
        value: { activeBips: 800 },
      });
    });
    const next = store.getSnapshot();
    expect(next).not.toBe(first);
    expect(next.pox).toBe(first.pox);
    expect(next.liquid).toBe(first.liquid);
    expect(next.poolFigures.bySlug.xverse).toBe(first.poolFigures.bySlug.xverse);
    expect(next.poolFigures.bySlug.senseinode?.stakedMicroStx).toBe(
      first.poolFigures.bySlug.senseinode?.stakedMicroStx,
    );
  });

  it('Try again refetches only the failed figures, which load again meanwhile', async () => {
    let failSenseinode = true;
    server.use(
      http.get(FEE_PATH, ({ params }) =>
        params.name === 'signer-manager-pox5' && failSenseinode
          ? HttpResponse.json({ error: 'unavailable' }, { status: 503 })
          : undefined,
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    const { store } = newStore();
    subscribe(store);
    const failed = await settled(store);
    expect(failed.poolFigures.bySlug.senseinode?.fee).toEqual({ state: 'failed' });
    expect(failed.poolFigures.retrying).toBe(false);

    failSenseinode = false;
    requests.length = 0;
    store.retryPoolFigures();
    // A figure never read has nothing to keep: TanStack puts its query back to pending.
    expect(store.getSnapshot().poolFigures.bySlug.senseinode?.fee).toEqual({ state: 'loading' });
    await vi.waitFor(() => {
      expect(store.getSnapshot().poolFigures.bySlug.senseinode?.fee).toEqual({
        state: 'ready',
        value: { activeBips: 500 },
      });
    });
    expect(store.getSnapshot().poolFigures.retrying).toBe(false);
    // SenseiNode's fee read again (its manager's interface, then `fees-bips`), nothing else.
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((request) => !request.includes('/signer-manager-pox5'))).toEqual([]);
  });

  it('reads no pool figure while pox-5’s cycle is unknown; Try again reads pox, then them', async () => {
    let poxDown = true;
    server.use(
      http.get(`${API}/v2/pox`, () =>
        poxDown ? HttpResponse.json({ error: 'unavailable' }, { status: 503 }) : undefined,
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    const { store } = newStore();
    subscribe(store);
    await vi.waitFor(() => {
      expect(store.getSnapshot().pox).toEqual({ state: 'failed', retrying: false });
    });
    expect(store.getSnapshot().poolFigures).toEqual({ bySlug: {}, retrying: false });
    expect(requestsTo('fees-bips')).toEqual([]);
    expect(requestsTo('call-read')).toEqual([]);

    poxDown = false;
    store.retryPox();
    expect(store.getSnapshot().pox).toEqual({ state: 'loading' });
    const view = await settled(store);
    expect(view.poolFigures.bySlug['fast-pool']?.stakedMicroStx.state).toBe('ready');
  });

  it('moves the stake and signer-set reads to the next cycle when pox’s state turns', async () => {
    let burnHeight = poxInfo.current_burnchain_block_height;
    server.use(
      // Without the API's cycle endpoint /v2/pox alone says where the chain is (staking-cycle.ts).
      http.get(`${API}/extended/v3/staking/cycles/:cycle`, () =>
        HttpResponse.json({ error: 'not found' }, { status: 404 }),
      ),
      http.get(`${API}/v2/pox`, () =>
        HttpResponse.json({ ...poxInfo, current_burnchain_block_height: burnHeight }),
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    const { client, store } = newStore();
    subscribe(store);
    await settled(store);
    const fastPool = POOLS.find((pool) => pool.slug === 'fast-pool');
    const stakedKey = (cycle: number) =>
      amountDelegatedForSignerQueryOptions(MAINNET, {
        pox5: poxInfo.contract_id,
        manager: fastPool?.manager ?? '',
        cycle,
      }).queryKey;
    const observers = (cycle: number) =>
      client
        .getQueryCache()
        .find({ queryKey: stakedKey(cycle), exact: true })
        ?.getObserversCount();
    expect(observers(POX_CYCLE)).toBe(1);

    // One cycle later (2,100 burn blocks).
    burnHeight += poxInfo.reward_cycle_length;
    await client.refetchQueries({ queryKey: poxStateQueryOptions(MAINNET).queryKey });
    await vi.waitFor(() => {
      expect(store.getSnapshot().pox).toMatchObject({ currentCycle: POX_CYCLE + 1 });
    });
    expect(observers(POX_CYCLE)).toBe(0);
    expect(observers(POX_CYCLE + 1)).toBe(1);
    await settled(store);
  });

  it('on a network that does not run pox-5: says so and reads no pool figure', async () => {
    server.use(
      http.get(`${API}/v2/pox`, () =>
        HttpResponse.json({ ...poxInfo, contract_id: 'SP000000000000000000002Q6VF78.pox-4' }),
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    const { store } = newStore();
    subscribe(store);
    await vi.waitFor(() => {
      expect(store.getSnapshot().pox).toEqual({
        state: 'no-pox-5',
        contractId: 'SP000000000000000000002Q6VF78.pox-4',
      });
    });
    expect(store.getSnapshot().poolFigures).toEqual({ bySlug: {}, retrying: false });
    expect(requestsTo('fees-bips')).toEqual([]);
  });

  it('stSTX’s figures fail alone, and Try again reads them again', async () => {
    let trackerDown = true;
    server.use(
      http.get(`${STACKING_TRACKER_API_URL}/tokens`, () =>
        trackerDown ? HttpResponse.json({ error: 'unavailable' }, { status: 503 }) : undefined,
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    const { store } = newStore();
    subscribe(store);
    const view = await settled(store);
    expect(view.liquid).toEqual({ state: 'failed' });
    expect(view.poolFigures.bySlug['fast-pool']?.fee.state).toBe('ready');

    trackerDown = false;
    store.retryLiquid();
    await vi.waitFor(() => {
      expect(store.getSnapshot().liquid).toMatchObject({
        state: 'ready',
        value: { tvlStx: expect.any(Number) as unknown },
      });
    });
  });
});
