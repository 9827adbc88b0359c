import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import type { MockScenario } from '@/mocks/mock-scenario';
import { MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import type { ActiveNetwork } from '../active-network';
import {
  fetchLiquidPositions,
  liquidPositionsQueryKey,
  liquidPositionsQueryOptions,
  toLiquidPositions,
} from './liquid-positions';
import { stackingQueryKey } from './stacking-queries';
import { stackingProtocols } from './stacking-protocols';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const mainnet: ActiveNetwork = {
  name: 'mainnet',
  kind: 'mainnet',
  custom: false,
  ...NETWORK_DEFAULTS.mainnet,
};
const testnet: ActiveNetwork = {
  name: 'testnet',
  kind: 'testnet',
  custom: false,
  ...NETWORK_DEFAULTS.testnet,
};
const [stackingDao, lisa] = stackingProtocols('mainnet').liquid;
if (!stackingDao || !lisa) throw new Error('mainnet lists Stacking DAO and LISA');
const ststxKey = `${stackingDao.token.contract}::${stackingDao.token.assetName}`;

const mockScenario = (scenario: MockScenario) =>
  server.use(...createMockHandlers({ scenario, env: {} }));

const pendingTx = (n: number, contract: string, functionName: string) => ({
  tx_id: `0x${String(n).padStart(64, '0')}`,
  tx_status: 'pending',
  tx_type: 'contract_call',
  fee_rate: '2000',
  sender_address: MAINNET_STX_ADDRESS,
  contract_call: { contract_id: contract, function_name: functionName },
});

describe('toLiquidPositions', () => {
  it('lists only protocols with a token balance or a pending deposit, in listed order', () => {
    const positions = toLiquidPositions(
      [stackingDao, lisa],
      { fungible_tokens: { [ststxKey]: { balance: 0n } } },
      [{ txid: '0x1', contract: lisa.contract, functionName: 'request-mint' }],
    );
    expect(positions).toEqual([
      {
        protocol: lisa,
        tokenBalance: 0n,
        pending: [{ txid: '0x1', contract: lisa.contract, functionName: 'request-mint' }],
      },
    ]);
  });

  it('is empty for an account with neither', () => {
    expect(toLiquidPositions([stackingDao, lisa], { fungible_tokens: {} }, [])).toEqual([]);
  });
});

describe('fetchLiquidPositions', () => {
  it('mock mode, populated: the stSTX the account holds', async () => {
    mockScenario('populated');
    await expect(fetchLiquidPositions(mainnet, MAINNET_STX_ADDRESS)).resolves.toEqual([
      { protocol: stackingDao, tokenBalance: 500_000_000n, pending: [] },
    ]);
  });

  it('mock mode, empty: no position', async () => {
    mockScenario('empty');
    await expect(fetchLiquidPositions(mainnet, MAINNET_STX_ADDRESS)).resolves.toEqual([]);
  });

  it('a pending deposit shows as pending, other pending calls do not', async () => {
    mockScenario('empty');
    server.use(
      http.get(`${mainnet.apiUrl}/extended/v1/tx/mempool`, () =>
        HttpResponse.json({
          limit: 50,
          offset: 0,
          total: 2,
          results: [
            pendingTx(1, stackingDao.contract, 'deposit'),
            pendingTx(2, stackingDao.contract, 'withdraw'),
          ],
        }),
      ),
    );
    const [position, ...rest] = await fetchLiquidPositions(mainnet, MAINNET_STX_ADDRESS);
    expect(rest).toEqual([]);
    expect(position?.protocol.slug).toBe('stacking-dao');
    expect(position?.pending.map((tx) => tx.functionName)).toEqual(['deposit']);
  });

  it('a network with no listed protocol asks nothing', async () => {
    // onUnhandledRequest: 'error' fails the test on any request.
    await expect(fetchLiquidPositions(testnet, MAINNET_STX_ADDRESS)).resolves.toEqual([]);
  });

  it.each([
    ['server-error', 'StacksApiHttpError'],
    ['malformed', 'StacksApiResponseError'],
  ] as const)('mock mode, %s: a typed error', async (scenario, name) => {
    mockScenario(scenario);
    await expect(fetchLiquidPositions(mainnet, MAINNET_STX_ADDRESS)).rejects.toMatchObject({
      name,
    });
  });

  it('a balance that is not digits is a malformed answer', async () => {
    mockScenario('populated');
    server.use(
      http.get(`${mainnet.apiUrl}/extended/v1/address/:principal/balances`, () =>
        HttpResponse.json({ fungible_tokens: { [ststxKey]: { balance: '-5' } } }),
      ),
    );
    await expect(fetchLiquidPositions(mainnet, MAINNET_STX_ADDRESS)).rejects.toMatchObject({
      name: 'StacksApiResponseError',
    });
  });
});

describe('liquidPositionsQueryOptions', () => {
  it('is keyed under the principal’s stacking prefix and fetches the positions', async () => {
    mockScenario('populated');
    const options = liquidPositionsQueryOptions(mainnet, MAINNET_STX_ADDRESS);
    expect(options.queryKey).toEqual(liquidPositionsQueryKey(mainnet, MAINNET_STX_ADDRESS));
    expect(options.queryKey.slice(0, 4)).toEqual(stackingQueryKey(mainnet, MAINNET_STX_ADDRESS));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.query(options)).resolves.toHaveLength(1);
  });
});
