import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { MOCK_WITHDRAWAL_SENDER } from '@/mocks/fixtures/sbtc-withdraw';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { fetchWithdrawalRequest } from './withdrawal-request';

// Through the mock node (fixtures/sbtc-withdraw.ts): the registry's answer decoded, and its
// status optional mapped to pending / accepted / rejected.
const server = setupServer(...createMockHandlers({ scenario: 'populated', env: {} }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const mainnet = { apiUrl: NETWORK_DEFAULTS.mainnet.apiUrl };
const REGISTRY = 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-registry';

describe('fetchWithdrawalRequest', () => {
  it('decodes a request; status none is pending', async () => {
    expect(await fetchWithdrawalRequest(mainnet, REGISTRY, 1)).toEqual({
      requestId: 1,
      amountSats: 100_000n,
      maxFeeSats: 3_000n,
      sender: MOCK_WITHDRAWAL_SENDER,
      recipient: { version: 4, hashbytes: '0102030405060708090a0b0c0d0e0f1011121314' },
      blockHeight: 900_000n,
      status: 'pending',
    });
  });

  it('maps (some true) to accepted and (some false) to rejected', async () => {
    expect((await fetchWithdrawalRequest(mainnet, REGISTRY, 2))?.status).toBe('accepted');
    expect((await fetchWithdrawalRequest(mainnet, REGISTRY, 3))?.status).toBe('rejected');
  });

  it('has nothing for an unknown id', async () => {
    expect(await fetchWithdrawalRequest(mainnet, REGISTRY, 99)).toBeUndefined();
  });
});
