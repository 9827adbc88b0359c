import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { fetchEmilyWithdrawal } from './emily-withdrawal';
import { emilyOrigin } from './emily-origin';

const server = setupServer(...createMockHandlers({ scenario: 'populated', env: {} }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ORIGIN = emilyOrigin('mainnet') ?? '';

describe('fetchEmilyWithdrawal', () => {
  it('reads the status, its words and the Bitcoin transaction that paid it', async () => {
    expect(await fetchEmilyWithdrawal(ORIGIN, 2)).toEqual({
      status: 'confirmed',
      statusMessage: 'Paid on Bitcoin',
      bitcoinTxid: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      btcFeeSats: 1_200n,
    });
    expect(await fetchEmilyWithdrawal(ORIGIN, 1)).toMatchObject({
      status: 'pending',
      bitcoinTxid: undefined,
    });
  });

  it('has nothing for a request it has not indexed, and refuses an unknown status', async () => {
    expect(await fetchEmilyWithdrawal(ORIGIN, 77)).toBeUndefined();
    server.use(
      http.get(`${ORIGIN}/withdrawal/:id`, () =>
        HttpResponse.json({ requestId: 5, status: 'teleported' }),
      ),
    );
    await expect(fetchEmilyWithdrawal(ORIGIN, 5)).rejects.toThrow();
  });
});
