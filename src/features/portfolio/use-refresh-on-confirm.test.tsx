import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_DEFAULTS } from '@/config/networks';
import type { ActiveNetwork } from '@/stacks/active-network';
import { accountBalancesQueryKey } from '@/stacks/api/account-balances';
import { isAddressQuery, useRefreshOnConfirm } from './use-refresh-on-confirm';

const devnet: ActiveNetwork = {
  name: 'devnet',
  kind: 'testnet',
  custom: false,
  ...NETWORK_DEFAULTS.devnet,
};
const mainnet: ActiveNetwork = {
  name: 'mainnet',
  kind: 'mainnet',
  custom: false,
  ...NETWORK_DEFAULTS.mainnet,
};
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
    await screen.findByText('reads 2');
  });
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
