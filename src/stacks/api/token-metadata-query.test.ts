import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { tokenMetadataQueryOptions } from './token-metadata-query';
import { testNetwork } from '@/test/networks';

// The index first, the contract when the index cannot say: through the mock-mode handlers, with
// every read-only call counted.

const server = setupServer();
const callReads: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/v2/contracts/call-read/')) callReads.push(url.pathname);
  });
});
afterEach(() => {
  server.resetHandlers();
  callReads.length = 0;
});
afterAll(() => server.close());

const mainnet = testNetwork('mainnet');
const SBTC = 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token';
const STSTX = 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.ststx-token';
const read = (contract: `${string}.${string}`) =>
  new QueryClient().query(tokenMetadataQueryOptions(mainnet, contract));

describe('a token’s name, symbol and decimals', () => {
  it('come from the index when it has them, without asking the contract', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    await expect(read(SBTC)).resolves.toEqual({ name: 'sBTC', symbol: 'sBTC', decimals: 8 });
    expect(callReads).toEqual([]);
  });

  it('come from the contract’s read-only functions when the index does not know the token', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    await expect(read(STSTX)).resolves.toEqual({
      name: 'Stacking DAO stSTX',
      symbol: 'stSTX',
      decimals: 6,
    });
    expect(callReads.map((path) => path.split('/').at(-1)).sort()).toEqual([
      'get-decimals',
      'get-name',
      'get-symbol',
    ]);
  });

  it('come from the contract when the index is down', async () => {
    server.use(
      http.get(`${mainnet.apiUrl}/metadata/v1/ft/:principal`, () =>
        HttpResponse.json({ error: 'down' }, { status: 502 }),
      ),
      ...createMockHandlers({ scenario: 'populated', env: {} }),
    );
    await expect(read(SBTC)).resolves.toEqual({ name: 'sBTC', symbol: 'sBTC', decimals: 8 });
    expect(callReads).toHaveLength(3);
  });
});
