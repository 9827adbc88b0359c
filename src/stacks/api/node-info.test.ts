import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { StacksApiError } from '../stacks-api';
import { fetchNodeInfo, nodeInfoQueryOptions, nodeInfoSchema } from './node-info';
import { testNetwork } from '@/test/networks';

const mainnetInfo = {
  peer_version: 402653196,
  server_version: 'stacks-node 3.1.0.0.0',
  network_id: 1,
  parent_network_id: 3652501241,
  burn_block_height: 870123,
  stacks_tip_height: 1500000,
  is_fully_synced: true,
};

const server = setupTestServer();

const mainnet = testNetwork('mainnet');
const testnet = testNetwork('testnet');

describe('nodeInfoSchema', () => {
  it('accepts a Stacks node answer and keeps only what it needs', () => {
    expect(nodeInfoSchema.parse(mainnetInfo)).toEqual({
      peer_version: 402653196,
      server_version: 'stacks-node 3.1.0.0.0',
      network_id: 1,
      burn_block_height: 870123,
      stacks_tip_height: 1500000,
    });
  });

  it.each([
    ['no chain id', { ...mainnetInfo, network_id: undefined }],
    ['a negative height', { ...mainnetInfo, burn_block_height: -1 }],
    ['a fractional chain id', { ...mainnetInfo, network_id: 1.5 }],
    ['an empty server version', { ...mainnetInfo, server_version: '' }],
    ['something else entirely', { status: 'ok' }],
  ])('refuses %s', (_label, body) => {
    expect(nodeInfoSchema.safeParse(body).success).toBe(false);
  });
});

describe('fetchNodeInfo', () => {
  it('reads /v2/info from the network it is given', async () => {
    server.use(
      http.get(`${NETWORK_DEFAULTS.testnet.apiUrl}/v2/info`, () =>
        HttpResponse.json({ ...mainnetInfo, network_id: 2147483648, burn_block_height: 42 }),
      ),
    );
    await expect(fetchNodeInfo(testnet)).resolves.toMatchObject({
      network_id: 2147483648,
      burn_block_height: 42,
    });
  });

  it('fails with a typed error when the answer is not a node info', async () => {
    server.use(
      http.get(`${NETWORK_DEFAULTS.mainnet.apiUrl}/v2/info`, () => HttpResponse.json([1, 2])),
    );
    await expect(fetchNodeInfo(mainnet)).rejects.toBeInstanceOf(StacksApiError);
  });
});

describe('nodeInfoQueryOptions', () => {
  it('keys each network apart, so cached data never crosses networks', async () => {
    server.use(
      http.get(`${NETWORK_DEFAULTS.mainnet.apiUrl}/v2/info`, () => HttpResponse.json(mainnetInfo)),
      http.get(`${NETWORK_DEFAULTS.testnet.apiUrl}/v2/info`, () =>
        HttpResponse.json({ ...mainnetInfo, network_id: 2147483648, burn_block_height: 7 }),
      ),
    );
    const client = new QueryClient();
    expect(nodeInfoQueryOptions(mainnet).queryKey).not.toEqual(
      nodeInfoQueryOptions(testnet).queryKey,
    );
    const main = await client.query(nodeInfoQueryOptions(mainnet));
    const test = await client.query(nodeInfoQueryOptions(testnet));
    expect(main.burn_block_height).toBe(870123);
    expect(test.burn_block_height).toBe(7);
  });
});
