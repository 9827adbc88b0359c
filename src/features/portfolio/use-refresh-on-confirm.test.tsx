import {
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountBalancesQueryKey } from '@/stacks/api/account-balances';
import { isAddressQuery, useRefreshOnConfirm } from './use-refresh-on-confirm';
import { testNetwork } from '@/test/networks';

const devnet = testNetwork('devnet');
const mainnet = testNetwork('mainnet');
const ADDRESS = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';
const OTHER = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
const TXID = `0x${'ab'.repeat(32)}`;

/** A pending STX transfer as Hiro's mempool lists it. */
const pendingTransfer = {
  tx_id: TXID,
  tx_status: 'pending',
  tx_type: 'token_transfer',
  nonce: 3,
  fee_rate: '180',
  sender_address: ADDRESS,
  sponsored: false,
  post_condition_mode: 'deny',
  post_conditions: [],
  anchor_mode: 'any',
  receipt_time: 1_700_000_000,
  receipt_time_iso: '2023-11-14T22:13:20.000Z',
  token_transfer: { recipient_address: OTHER, amount: '12500000', memo: '0x' },
};

let mempool: unknown[] = [];
let balanceReads = 0;
const server = setupServer(
  http.get(`${devnet.apiUrl}/extended/v1/tx/mempool`, () =>
    HttpResponse.json({ limit: 50, offset: 0, total: mempool.length, results: mempool }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Balances() {
  // Stands for any section's read of this account (here the balances key, counted).
  const { data } = useQuery({
    queryKey: accountBalancesQueryKey(devnet, ADDRESS),
    queryFn: () => {
      balanceReads += 1;
      return balanceReads;
    },
  });
  useRefreshOnConfirm({ network: devnet, address: ADDRESS });
  return <p>reads {data}</p>;
}

function wrapper(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

describe('useRefreshOnConfirm', () => {
  it('refetches the account’s queries once a pending txid leaves the mempool', async () => {
    balanceReads = 0;
    mempool = [pendingTransfer];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(<Balances />, { wrapper: wrapper(client) });
    await screen.findByText('reads 1');
    const mempoolKey = ['devnet', devnet.apiUrl, 'address-mempool', ADDRESS];
    await waitFor(() => expect(client.getQueryData(mempoolKey)).toBeDefined());

    // Still pending on the next read: nothing to refresh.
    await client.refetchQueries({ queryKey: mempoolKey });
    expect(screen.getByText('reads 1')).toBeInTheDocument();

    // Mined: the txid is gone, the balances are read again.
    mempool = [];
    await client.refetchQueries({ queryKey: mempoolKey });
    // After the debounce (500 ms).
    await screen.findByText('reads 2', undefined, { timeout: 5_000 });
  });
});

/** A pending pox-5 stake, as the mempool lists it. */
const pendingStake = {
  ...pendingTransfer,
  tx_id: `0x${'cd'.repeat(32)}`,
  tx_type: 'contract_call',
  contract_call: {
    contract_id: 'ST000000000000000000002AMW42H.pox-5',
    function_name: 'stake',
    function_args: [],
  },
};

describe('useRefreshOnConfirm, cheaply', () => {
  const historyKey = ['devnet', devnet.apiUrl, 'address-transactions', ADDRESS];
  const rewardsKey = ['devnet', devnet.apiUrl, 'staking', 'staker', ADDRESS, 'rewards-by-cycle'];

  let historyReads: number[] = [];
  let rewardReads = 0;
  function Reads() {
    const history = useInfiniteQuery({
      queryKey: historyKey,
      queryFn: ({ pageParam }) => {
        historyReads.push(pageParam);
        return `p${String(pageParam)}`;
      },
      initialPageParam: 0,
      getNextPageParam: (_last, pages) => pages.length * 50,
    });
    const rewards = useQuery({
      queryKey: rewardsKey,
      queryFn: () => {
        rewardReads += 1;
        return rewardReads;
      },
    });
    useRefreshOnConfirm({ network: devnet, address: ADDRESS });
    return <p>{`${String(history.data?.pages.join('+'))} rewards ${String(rewards.data)}`}</p>;
  }

  async function confirm(client: QueryClient, pendingTx: unknown) {
    historyReads = [];
    rewardReads = 0;
    mempool = [pendingTx];
    render(<Reads />, { wrapper: wrapper(client) });
    await screen.findByText('p0 rewards 1');
    const mempoolKey = ['devnet', devnet.apiUrl, 'address-mempool', ADDRESS];
    await waitFor(() => expect(client.getQueryData(mempoolKey)).toBeDefined());
    // Three pages loaded by scrolling.
    client.setQueryData(historyKey, { pages: ['p0', 'p50', 'p100'], pageParams: [0, 50, 100] });
    await screen.findByText('p0+p50+p100 rewards 1');
    mempool = [];
    await client.refetchQueries({ queryKey: mempoolKey });
    // After the debounce (500 ms), the history is read again from its first page only.
    await waitFor(() => expect(historyReads).toEqual([0, 0]), { timeout: 5_000 });
    await screen.findByText(/^p0 rewards/);
  }

  it('takes the history back to its first page and leaves the reward reads after a transfer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await confirm(client, pendingTransfer);
    expect(screen.getByText('p0 rewards 1')).toBeInTheDocument();
    expect(rewardReads).toBe(1);
  }, 15_000);

  it('reads the rewards again when a staking call confirmed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await confirm(client, pendingStake);
    expect(await screen.findByText('p0 rewards 2')).toBeInTheDocument();
  }, 15_000);
});

describe('isAddressQuery', () => {
  const query = (queryKey: readonly unknown[]) => ({ queryKey });
  it('takes the queries of this network that name the address, however deep', () => {
    expect(isAddressQuery(query(accountBalancesQueryKey(devnet, ADDRESS)), devnet, ADDRESS)).toBe(
      true,
    );
    expect(
      isAddressQuery(
        query(['devnet', devnet.apiUrl, 'staking', 'staker', ADDRESS, 'position']),
        devnet,
        ADDRESS,
      ),
    ).toBe(true);
    expect(
      isAddressQuery(query(['devnet', devnet.apiUrl, 'x', { staker: ADDRESS }]), devnet, ADDRESS),
    ).toBe(true);
  });
  it('leaves other accounts, other networks and unkeyed reads alone', () => {
    expect(isAddressQuery(query(accountBalancesQueryKey(devnet, OTHER)), devnet, ADDRESS)).toBe(
      false,
    );
    expect(isAddressQuery(query(accountBalancesQueryKey(mainnet, ADDRESS)), devnet, ADDRESS)).toBe(
      false,
    );
    expect(
      isAddressQuery(query(['devnet', devnet.apiUrl, 'staking', 'pox-state']), devnet, ADDRESS),
    ).toBe(false);
  });
});
