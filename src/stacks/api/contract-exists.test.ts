import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hiroApiHandlers } from '@/mocks/handlers/hiro-api-handlers';
import { hiroEndpointMocks } from '@/mocks/handlers/hiro-endpoint-mocks';
import { MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import { contractExistsQueryOptions, fetchContractExists } from './contract-exists';
import { testNetwork } from '@/test/networks';

const server = setupServer(
  ...hiroEndpointMocks
    .filter((endpoint) => endpoint.path === '/v2/contracts/source/:address/:name')
    .flatMap((endpoint) => hiroApiHandlers(endpoint, 'populated')),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const mainnet = testNetwork('mainnet');

describe('fetchContractExists', () => {
  it('is true for a deployed contract and false on the node’s 404', async () => {
    await expect(fetchContractExists(mainnet, MAINNET_STX_ADDRESS, 'satchel-test')).resolves.toBe(
      true,
    );
    await expect(fetchContractExists(mainnet, MAINNET_STX_ADDRESS, 'counter')).resolves.toBe(false);
  });

  it('fails with words on any other answer, rather than calling the name free', async () => {
    server.use(
      http.get(`${mainnet.apiUrl}/v2/contracts/source/:address/:name`, () =>
        HttpResponse.json({ error: 'down' }, { status: 503 }),
      ),
    );
    await expect(fetchContractExists(mainnet, MAINNET_STX_ADDRESS, 'counter')).rejects.toThrow(
      'The Stacks API answered 503',
    );
  });

  it('is keyed by network, address and name', () => {
    expect(contractExistsQueryOptions(mainnet, MAINNET_STX_ADDRESS, 'counter').queryKey).toEqual([
      'mainnet',
      mainnet.apiUrl,
      'contract-exists',
      MAINNET_STX_ADDRESS,
      'counter',
    ]);
  });
});
