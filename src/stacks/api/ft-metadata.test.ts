import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { StacksApiError } from '../stacks-api';
import { fetchFtMetadata } from './ft-metadata';

// Hiro's Token Metadata API against the mock-mode fixtures and the answers it gives for tokens it
// has not (fully) indexed.

const server = setupTestServer();

const mainnet = NETWORK_DEFAULTS.mainnet;
const SBTC = 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token';
const STSTX = 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.ststx-token';
const answer = (body: JsonBodyType, status = 200) =>
  server.use(
    http.get(`${mainnet.apiUrl}/metadata/v1/ft/:principal`, () =>
      HttpResponse.json(body, { status }),
    ),
  );

describe('fungible token metadata from the index', () => {
  it('reads the name, symbol and decimals of an indexed token', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    await expect(fetchFtMetadata(mainnet, SBTC)).resolves.toEqual({
      name: 'sBTC',
      symbol: 'sBTC',
      decimals: 8,
    });
  });

  it('has nothing for a token the index does not know (404) or has not read yet (422)', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    await expect(fetchFtMetadata(mainnet, STSTX)).resolves.toBeUndefined();
    answer({ error: 'Token metadata fetch in progress' }, 422);
    await expect(fetchFtMetadata(mainnet, STSTX)).resolves.toBeUndefined();
  });

  it('has nothing when the index lacks one of the three (the contract did not answer it)', async () => {
    answer({ name: 'Odd', symbol: 'ODD', total_supply: '1' });
    await expect(fetchFtMetadata(mainnet, STSTX)).resolves.toBeUndefined();
  });

  it('refuses decimals no token can have, and passes other failures on', async () => {
    answer({ name: 'Odd', symbol: 'ODD', decimals: 39 });
    await expect(fetchFtMetadata(mainnet, STSTX)).rejects.toMatchObject({
      name: 'StacksApiResponseError',
    });
    answer({ error: 'down' }, 503);
    const failure = await fetchFtMetadata(mainnet, STSTX).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StacksApiError);
    expect(failure).toMatchObject({ status: 503 });
  });
});
