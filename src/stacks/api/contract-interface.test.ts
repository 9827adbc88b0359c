import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { everyClarityTypeInterface } from '@/mocks/fixtures/contract-interfaces';
import { hiroApiHandlers } from '@/mocks/handlers/hiro-api-handlers';
import { hiroEndpointMocks } from '@/mocks/handlers/hiro-endpoint-mocks';
import { StacksApiError } from '../stacks-api';
import { contractInterfaceQueryOptions, fetchContractInterface } from './contract-interface';
import { testNetwork } from '@/test/networks';

const ADDRESS = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';
const INTERFACE_URL = `${NETWORK_DEFAULTS.testnet.apiUrl}/v2/contracts/interface/${ADDRESS}`;

// The app's own mock-mode handlers, so the fixture is what mock mode serves.
const server = setupServer(
  ...hiroEndpointMocks.flatMap((endpoint) => hiroApiHandlers(endpoint, 'populated')),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const mainnet = testNetwork('mainnet');
const testnet = testNetwork('testnet');

describe('fetchContractInterface', () => {
  it('reads the interface mock mode serves for the contract with every Clarity type', async () => {
    await expect(fetchContractInterface(testnet, `${ADDRESS}.clarity-types`)).resolves.toEqual({
      found: true,
      contractInterface: everyClarityTypeInterface,
    });
  });

  it('says a contract the network does not have is not found', async () => {
    await expect(fetchContractInterface(testnet, `${ADDRESS}.no-such-contract`)).resolves.toEqual({
      found: false,
    });
  });

  it('fails with a typed error when the answer is not an interface', async () => {
    server.use(
      http.get(`${INTERFACE_URL}/odd`, () =>
        HttpResponse.json({ ...everyClarityTypeInterface, functions: [{ name: 'f' }] }),
      ),
    );
    await expect(fetchContractInterface(testnet, `${ADDRESS}.odd`)).rejects.toMatchObject({
      name: 'StacksApiResponseError',
    });
  });

  it('passes other HTTP failures on', async () => {
    server.use(http.get(`${INTERFACE_URL}/busy`, () => new HttpResponse(null, { status: 503 })));
    const failure = fetchContractInterface(testnet, `${ADDRESS}.busy`);
    await expect(failure).rejects.toBeInstanceOf(StacksApiError);
    await expect(failure).rejects.toMatchObject({ status: 503 });
  });

  it('refuses a contract id that is not one, without asking the network', async () => {
    await expect(fetchContractInterface(testnet, ADDRESS)).rejects.toThrow('Not a contract id');
  });
});

describe('contractInterfaceQueryOptions', () => {
  it('keys each network apart, so cached interfaces never cross networks', async () => {
    server.use(
      http.get(
        `${NETWORK_DEFAULTS.mainnet.apiUrl}/v2/contracts/interface/${ADDRESS}/clarity-types`,
        () => HttpResponse.json({ error: 'contract not found' }, { status: 404 }),
      ),
    );
    const id = `${ADDRESS}.clarity-types`;
    expect(contractInterfaceQueryOptions(mainnet, id).queryKey).not.toEqual(
      contractInterfaceQueryOptions(testnet, id).queryKey,
    );
    const client = new QueryClient();
    await expect(client.query(contractInterfaceQueryOptions(testnet, id))).resolves.toEqual({
      found: true,
      contractInterface: everyClarityTypeInterface,
    });
    await expect(client.query(contractInterfaceQueryOptions(mainnet, id))).resolves.toEqual({
      found: false,
    });
  });
});
