import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { poxInfo } from '@/mocks/fixtures/hiro-api';
import type { ActiveNetwork } from '../active-network';
import {
  fetchPoxState,
  poxStateQueryOptions,
  poxStateResponseSchema,
  requirePox5,
  toPoxState,
} from './pox-state';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const mainnet: ActiveNetwork = {
  name: 'mainnet',
  kind: 'mainnet',
  ...NETWORK_DEFAULTS.mainnet,
  custom: false,
};

describe('pox state from /v2/pox', () => {
  it('a 4.0 mainnet node runs pox-5: cycle 147, first pox-5 cycle 141, sBTC named', async () => {
    server.use(http.get(`${mainnet.apiUrl}/v2/pox`, () => HttpResponse.json(poxInfo)));
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
    );
    const options = poxStateQueryOptions(mainnet);
    expect(options.queryKey).toEqual(['mainnet', mainnet.apiUrl, 'staking', 'pox-state']);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.query(options)).rejects.toThrow(/unexpected answer/);
  });
});
