import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { poxInfo } from '@/mocks/fixtures/hiro-api';
import {
  HIRO_TESTNET_POX_5,
  HIRO_TESTNET_SBTC_REGISTRY,
  HIRO_TESTNET_SBTC_TOKEN,
  poxInfoHiroTestnet,
  poxInfoTestnetPox4,
} from '@/mocks/fixtures/hiro-testnet-pox';
import { stakingCycleAnswer } from '@/mocks/fixtures/staking-cycles';
import type { ActiveNetwork } from '../active-network';
import {
  fetchPoxState,
  poxStateQueryOptions,
  poxStateResponseSchema,
  requirePox5,
  toPoxState,
} from './pox-state';
import { areChangesClosed, blocksUntilChangesReopen } from './staking-window';
import { testNetwork } from '@/test/networks';

const server = setupTestServer();

const mainnet = testNetwork('mainnet');
const testnet = testNetwork('testnet');

const CYCLES = '/extended/v3/staking/cycles/:cycle';
/** This API has no v3 staking cycles (a plain node, an older API). */
const noCycles = (network: ActiveNetwork) =>
  http.get(`${network.apiUrl}${CYCLES}`, () =>
    HttpResponse.json({ error: 'Not found' }, { status: 404 }),
  );

describe('pox state from /v2/pox', () => {
  it('a 4.0 mainnet node runs pox-5: cycle 147, first pox-5 cycle 141, sBTC named', async () => {
    server.use(
      http.get(`${mainnet.apiUrl}/v2/pox`, () => HttpResponse.json(poxInfo)),
      noCycles(mainnet),
    );
    await expect(fetchPoxState(mainnet)).resolves.toEqual({
      kind: 'pox-5',
      contractId: 'SP000000000000000000002Q6VF78.pox-5',
      burnHeight: 975_480,
      firstBurnHeight: 666_050,
      cycleLength: 2_100,
      prepareLength: 100,
      currentCycle: 147,
      nextCycleStart: 976_850,
      preparePhaseStart: 976_750,
      inPreparePhase: false,
      blocksUntilChangesOpen: 0,
      blocksUntilPreparePhase: 1_270,
      cycleProgress: (975_480 - 974_750) / 2_100,
      firstPox5Cycle: 141,
      sbtcToken: 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token',
      sbtcRegistry: 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-registry',
    });
  });

  it('in the prepare phase, changes reopen at the next cycle', () => {
    const state = requirePox5(
      toPoxState(
        poxStateResponseSchema.parse({ ...poxInfo, current_burnchain_block_height: 976_800 }),
      ),
    );
    expect(state).toMatchObject({
      inPreparePhase: true,
      blocksUntilChangesOpen: 50,
      blocksUntilPreparePhase: 0,
    });
  });

  it('a node on pox-4 (an ordinary testnet before 4.0) is no-pox-5, whatever its name', () => {
    const pox4 = {
      ...poxInfo,
      contract_id: 'ST000000000000000000002AMW42H.pox-4',
      contract_versions: [poxInfo.contract_versions[0]],
      pox_5_sbtc_contract: undefined,
    };
    expect(toPoxState(poxStateResponseSchema.parse(pox4))).toEqual({
      kind: 'no-pox-5',
      contractId: 'ST000000000000000000002AMW42H.pox-4',
    });
    expect(() => requirePox5(toPoxState(poxStateResponseSchema.parse(pox4)))).toThrow(/not pox-5/);
  });

  it('a contract named pox-5 not deployed by the boot address is no-pox-5', () => {
    const lookAlike = 'ST2C2YFP12AJZB4MABJBAJ55XECVS7E4PMMZ89YZR.pox-5';
    const state = toPoxState(poxStateResponseSchema.parse({ ...poxInfo, contract_id: lookAlike }));
    expect(state).toEqual({ kind: 'no-pox-5', contractId: lookAlike });
  });

  it('an older 4.0 answer without contract_versions or sBTC still runs pox-5', () => {
    const state = toPoxState({
      ...poxInfo,
      contract_versions: undefined,
      pox_5_sbtc_contract: null,
    });
    expect(state.kind).toBe('pox-5');
    expect(state).not.toHaveProperty('firstPox5Cycle');
    expect(state).not.toHaveProperty('sbtcToken');
  });

  it('query options are keyed by network and parse through the fetcher', async () => {
    server.use(
      http.get(`${mainnet.apiUrl}/v2/pox`, () =>
        HttpResponse.json({ ...poxInfo, reward_cycle_length: 'x' }),
      ),
      noCycles(mainnet),
    );
    const options = poxStateQueryOptions(mainnet);
    expect(options.queryKey).toEqual(['mainnet', mainnet.apiUrl, 'staking', 'pox-state']);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.query(options)).rejects.toThrow(/unexpected answer/);
  });
});

/** /v2/pox at `burn` on mainnet's fixture, and the API's current cycle at `apiBurn`. */
function mainnetAt(burn: number, apiBurn: number, nowMs = Date.UTC(2026, 11, 1)) {
  server.use(
    http.get(`${mainnet.apiUrl}/v2/pox`, () =>
      HttpResponse.json({ ...poxInfo, current_burnchain_block_height: burn }),
    ),
    http.get(`${mainnet.apiUrl}${CYCLES}`, ({ params }) =>
      HttpResponse.json(
        stakingCycleAnswer(
          { ...poxInfo, current_burnchain_block_height: apiBurn },
          String(params.cycle),
          nowMs,
        ),
      ),
    ),
  );
  return fetchPoxState(mainnet).then(requirePox5);
}

// Cycle 147 runs 974,750…976,849; its prepare phase starts at 976,750.
describe('pox state with the Hiro API’s current cycle (/extended/v3/staking/cycles/current)', () => {
  it('when both agree, the API’s schedule is kept and nothing else changes', async () => {
    const state = await mainnetAt(975_480, 975_480);
    expect(state).toMatchObject({
      currentCycle: 147,
      inPreparePhase: false,
      blocksUntilPreparePhase: 1_270,
      apiCycle: {
        number: 147,
        status: 'reward_phase',
        start: { height: 974_750 },
        preparePhaseStart: { height: 976_750 },
        end: { height: 976_849 },
      },
    });
    expect(areChangesClosed(state)).toBe(false);
  });

  it('the API’s tip already in the prepare phase closes changes the node would still take', async () => {
    const state = await mainnetAt(976_748, 976_751);
    expect(state).toMatchObject({ inPreparePhase: true, blocksUntilPreparePhase: 0 });
    expect(state.blocksUntilChangesOpen).toBe(976_850 - 976_748);
    expect(areChangesClosed(state)).toBe(true);
  });

  it('the node in the prepare phase stays closed when the API still says reward phase', async () => {
    const state = await mainnetAt(976_760, 976_700);
    expect(state).toMatchObject({ inPreparePhase: true, blocksUntilChangesOpen: 90 });
    expect(areChangesClosed(state)).toBe(true);
  });

  it('an API lagging into the last cycle’s prepare phase closes changes for a block, not a cycle', async () => {
    // the node has entered cycle 148; the API still reports 147's prepare phase
    const state = await mainnetAt(976_851, 976_849);
    expect(state.currentCycle).toBe(148);
    expect(state).toMatchObject({ inPreparePhase: true, blocksUntilChangesOpen: 1 });
    expect(state).not.toHaveProperty('apiCycle');
    expect(blocksUntilChangesReopen(state)).toBe(1);
  });

  it('a 404 leaves /v2/pox alone in charge', async () => {
    server.use(
      http.get(`${mainnet.apiUrl}/v2/pox`, () =>
        HttpResponse.json({ ...poxInfo, current_burnchain_block_height: 976_748 }),
      ),
      noCycles(mainnet),
    );
    const state = requirePox5(await fetchPoxState(mainnet));
    expect(state).toMatchObject({ inPreparePhase: false, blocksUntilPreparePhase: 2 });
    expect(state).not.toHaveProperty('apiCycle');
  });

  it('an answer that does not parse leaves /v2/pox alone in charge', async () => {
    const good = stakingCycleAnswer(poxInfo, 'current', Date.UTC(2026, 11, 1));
    server.use(
      http.get(`${mainnet.apiUrl}/v2/pox`, () => HttpResponse.json(poxInfo)),
      http.get(`${mainnet.apiUrl}${CYCLES}`, () =>
        HttpResponse.json({ ...good, status: 'closing_soon' }),
      ),
    );
    const state = requirePox5(await fetchPoxState(mainnet));
    expect(state.inPreparePhase).toBe(false);
    expect(state).not.toHaveProperty('apiCycle');
  });

  it('a /v2/pox failure still fails, whatever the API says of its cycle', async () => {
    server.use(
      http.get(`${mainnet.apiUrl}/v2/pox`, () => new HttpResponse(null, { status: 503 })),
      http.get(`${mainnet.apiUrl}${CYCLES}`, () =>
        HttpResponse.json(stakingCycleAnswer(poxInfo, 'current', Date.UTC(2026, 11, 1))),
      ),
    );
    await expect(fetchPoxState(mainnet)).rejects.toThrow(/503/);
  });
});

describe('Hiro’s primary testnet on PoX-5, from its /v2/pox', () => {
  it('pox-5, its contract id and its own sBTC come from the answer', async () => {
    server.use(
      http.get(`${testnet.apiUrl}/v2/pox`, () => HttpResponse.json(poxInfoHiroTestnet)),
      noCycles(testnet),
    );
    expect(await fetchPoxState(testnet)).toMatchObject({
      kind: 'pox-5',
      contractId: HIRO_TESTNET_POX_5,
      cycleLength: 900,
      prepareLength: 100,
      currentCycle: 25,
      nextCycleStart: 23_400,
      preparePhaseStart: 23_300,
      inPreparePhase: false,
      firstPox5Cycle: 4,
      sbtcToken: HIRO_TESTNET_SBTC_TOKEN,
      sbtcRegistry: HIRO_TESTNET_SBTC_REGISTRY,
    });
  });

  it('a testnet still on pox-4 is no-pox-5, and says so', async () => {
    server.use(
      http.get(`${testnet.apiUrl}/v2/pox`, () => HttpResponse.json(poxInfoTestnetPox4)),
      noCycles(testnet),
    );
    const state = await fetchPoxState(testnet);
    expect(state).toEqual({
      kind: 'no-pox-5',
      contractId: 'ST000000000000000000002AMW42H.pox-4',
    });
    expect(() => requirePox5(state)).toThrow(
      'This network runs ST000000000000000000002AMW42H.pox-4, not pox-5: staking is not offered.',
    );
  });
});
