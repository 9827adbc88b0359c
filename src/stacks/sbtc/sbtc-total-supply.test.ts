import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { MOCK_SBTC_TOTAL_SUPPLY_SATS } from '@/mocks/fixtures/sbtc-capacity';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { StacksApiError } from '../stacks-api';
import { sbtcContracts } from './sbtc-contracts';
import { fetchSbtcTotalSupply } from './sbtc-total-supply';

const server = setupTestServer();

const mainnet = { apiUrl: NETWORK_DEFAULTS.mainnet.apiUrl };
const token = sbtcContracts('mainnet').token;

describe('fetchSbtcTotalSupply', () => {
  it('reads (ok uint) as sats', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    expect(await fetchSbtcTotalSupply(mainnet, token)).toBe(MOCK_SBTC_TOTAL_SUPPLY_SATS);
  });

  it('reads testnet’s deployment too', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    const testnet = { apiUrl: NETWORK_DEFAULTS.testnet.apiUrl };
    expect(await fetchSbtcTotalSupply(testnet, sbtcContracts('testnet').token)).toBe(
      MOCK_SBTC_TOTAL_SUPPLY_SATS,
    );
  });

  it('refuses an answer that is not (ok uint)', async () => {
    server.use(
      http.post(`${mainnet.apiUrl}/v2/contracts/call-read/:address/:name/:fn`, () =>
        // (err u1)
        HttpResponse.json({ okay: true, result: `0x0801${'0'.repeat(31)}1` }),
      ),
    );
    await expect(fetchSbtcTotalSupply(mainnet, token)).rejects.toBeInstanceOf(StacksApiError);
  });
});
