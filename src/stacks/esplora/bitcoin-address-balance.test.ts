import { QueryClient, skipToken } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { esploraNativeSegwit, esploraTaproot } from '@/mocks/fixtures/esplora';
import { esploraHandlers } from '@/mocks/handlers/esplora-handlers';
import { btcNativeSegwitEntry } from '@/mocks/fixtures/wallet-addresses';
import { customNetwork } from '../active-network';
import { StacksApiError } from '../stacks-api';
import {
  bitcoinAddressBalanceQueryOptions,
  bitcoinBalanceUnavailableReason,
  esploraAddressSchema,
  fetchBitcoinAddressBalance,
  readBitcoinAddressBalance,
} from './bitcoin-address-balance';
import { testNetwork } from '@/test/networks';

const server = setupTestServer();

const mainnet = testNetwork('mainnet');
const testnet = testNetwork('testnet');
const devnet = testNetwork('devnet');
const SEGWIT = btcNativeSegwitEntry.address;
/** The same key as SEGWIT, in the testnet encoding. */
const TESTNET_SEGWIT = 'tb1qcr8te4kr609gcawutmrza0j4xv80jy8zmfp6l0';

describe('readBitcoinAddressBalance', () => {
  it('is received minus spent, confirmed and in the mempool, to the satoshi', () => {
    expect(readBitcoinAddressBalance(esploraNativeSegwit)).toEqual({
      confirmedSats: 1_250_001n,
      unconfirmedSats: 20_000n,
    });
  });

  it('is negative while a spend of confirmed coins waits in the mempool', () => {
    expect(readBitcoinAddressBalance(esploraTaproot)).toEqual({
      confirmedSats: 50_000_000n,
      unconfirmedSats: -10_010_000n,
    });
  });

  it('refuses sums that are not whole, non-negative sats within 21 million BTC', () => {
    const stats = esploraNativeSegwit.chain_stats;
    for (const funded_txo_sum of [-1, 0.5, 2_100_000_000_000_001, '1000']) {
      const answer = { ...esploraNativeSegwit, chain_stats: { ...stats, funded_txo_sum } };
      expect(esploraAddressSchema.safeParse(answer).success).toBe(false);
    }
  });
});

describe('bitcoinBalanceUnavailableReason', () => {
  it('accepts an address of the chain the network pairs with', () => {
    expect(bitcoinBalanceUnavailableReason(mainnet, SEGWIT)).toBeUndefined();
    expect(bitcoinBalanceUnavailableReason(testnet, TESTNET_SEGWIT)).toBeUndefined();
  });

  it('says why, in words, for the devnet and an address of another chain', () => {
    expect(bitcoinBalanceUnavailableReason(devnet, SEGWIT)).toBe(
      'The devnet has no Bitcoin chain.',
    );
    expect(bitcoinBalanceUnavailableReason(testnet, SEGWIT)).toBe(
      'This is a mainnet Bitcoin address; the selected network is testnet.',
    );
    expect(bitcoinBalanceUnavailableReason(mainnet, TESTNET_SEGWIT)).toBe(
      'This is a testnet Bitcoin address; the selected network is mainnet.',
    );
  });
});

describe('fetchBitcoinAddressBalance', () => {
  it('reads mainnet addresses from mempool.space and testnet ones from its testnet3 API', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    server.use(...esploraHandlers('populated'));
    await expect(fetchBitcoinAddressBalance(mainnet, SEGWIT)).resolves.toEqual({
      confirmedSats: 1_250_001n,
      unconfirmedSats: 20_000n,
    });
    await expect(fetchBitcoinAddressBalance(testnet, TESTNET_SEGWIT)).resolves.toEqual({
      confirmedSats: 0n,
      unconfirmedSats: 0n,
    });
    server.events.removeAllListeners();
    expect(asked).toEqual([
      `https://mempool.space/api/address/${SEGWIT}`,
      `https://mempool.space/testnet/api/address/${TESTNET_SEGWIT}`,
    ]);
  });

  it('fails with a readable error when the API fails or answers something else', async () => {
    server.use(...esploraHandlers('server-error'));
    await expect(fetchBitcoinAddressBalance(mainnet, SEGWIT)).rejects.toBeInstanceOf(
      StacksApiError,
    );
    server.use(
      http.get('https://mempool.space/api/address/:address', () =>
        HttpResponse.json({ address: SEGWIT, chain_stats: {} }),
      ),
    );
    await expect(fetchBitcoinAddressBalance(mainnet, SEGWIT)).rejects.toMatchObject({
      name: 'StacksApiResponseError',
    });
  });

  it('asks nothing for an address the network cannot have', async () => {
    // onUnhandledRequest: 'error' — any request here would fail the test another way.
    await expect(fetchBitcoinAddressBalance(testnet, SEGWIT)).rejects.toThrow(
      'This is a mainnet Bitcoin address; the selected network is testnet.',
    );
  });
});

describe('bitcoinAddressBalanceQueryOptions', () => {
  it('keys by network and address, so networks never share an answer', () => {
    const custom = customNetwork({ url: 'https://stacks.example.com', chainId: 1 });
    const keys = [
      bitcoinAddressBalanceQueryOptions(mainnet, SEGWIT).queryKey,
      bitcoinAddressBalanceQueryOptions(custom, SEGWIT).queryKey,
      bitcoinAddressBalanceQueryOptions(mainnet, esploraTaproot.address).queryKey,
    ];
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(3);
  });

  it('runs on mainnet and never on the devnet or for another chain', async () => {
    server.use(...esploraHandlers('populated'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.query(bitcoinAddressBalanceQueryOptions(mainnet, SEGWIT))).resolves.toEqual(
      { confirmedSats: 1_250_001n, unconfirmedSats: 20_000n },
    );
    // skipToken: a query that is never fetched (TanStack Query's way to disable one).
    expect(bitcoinAddressBalanceQueryOptions(devnet, SEGWIT).queryFn).toBe(skipToken);
    expect(bitcoinAddressBalanceQueryOptions(testnet, SEGWIT).queryFn).toBe(skipToken);
  });
});
