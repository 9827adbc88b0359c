import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { ACTIVITY_ACCOUNT, ACTIVITY_ENTRIES, activityEntries } from '@/mocks/fixtures/activity';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import type { MockScenario } from '@/mocks/mock-scenario';
import { StacksApiError } from '../stacks-api';
import {
  ADDRESS_TRANSACTIONS_PAGE_SIZE,
  addressTransactionsQueryOptions,
  fetchAddressTransactions,
} from './address-transactions';
import { testNetwork } from '@/test/networks';

const server = setupTestServer();

const mainnet = testNetwork('mainnet');
const HISTORY_URL = `${mainnet.apiUrl}/extended/v1/address/:principal/transactions_with_transfers`;

function use(scenario: MockScenario) {
  server.use(...createMockHandlers({ scenario, env: {} }));
}

describe('fetchAddressTransactions', () => {
  it('reads every mock entry (each transaction type) and pages by 50 until the total', async () => {
    use('populated');
    const first = await fetchAddressTransactions(mainnet, ACTIVITY_ACCOUNT, 0);
    expect(first.unreadable).toBe(0);
    expect(first.transactions).toHaveLength(ADDRESS_TRANSACTIONS_PAGE_SIZE);
    expect(first.total).toBe(ACTIVITY_ENTRIES.length);
    expect(first.nextOffset).toBe(50);
    expect(first.transactions[0]?.tx.txid).toBe(activityEntries.sentStx.tx.tx_id);

    const second = await fetchAddressTransactions(mainnet, ACTIVITY_ACCOUNT, 50);
    expect(second.unreadable).toBe(0);
    expect(second.transactions).toHaveLength(ACTIVITY_ENTRIES.length - 50);
    expect(second.nextOffset).toBeUndefined();
  });

  it('reads the amounts exactly, as bigints, and who sent and received them', async () => {
    use('populated');
    const { transactions } = await fetchAddressTransactions(mainnet, ACTIVITY_ACCOUNT, 0);
    const claim = transactions.find((t) => t.tx.txid === activityEntries.claim.tx.tx_id);
    expect(claim?.ftTransfers).toEqual([
      {
        asset: 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token::sbtc-token',
        amount: 40_000n,
        from: 'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.fastpool-1-signer-manager',
        to: ACTIVITY_ACCOUNT,
      },
    ]);
    const sent = transactions[0];
    expect(sent?.stxSent).toBe(12_503_000n);
    expect(sent?.tx.feeMicroStx).toBe(3000n);
    expect(sent?.tx.payload).toEqual({
      type: 'token_transfer',
      recipient: 'SP3ZDSEMRESA3447YVJX9GXJM688FXQ5TK2H58JJE',
      amountMicroStx: 12_500_000n,
    });
  });

  it('asks for the page by limit and offset, for the address given', async () => {
    const asked: URL[] = [];
    server.use(
      http.get(HISTORY_URL, ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({ limit: 50, offset: 100, total: 100, results: [] });
      }),
    );
    const page = await fetchAddressTransactions(mainnet, ACTIVITY_ACCOUNT, 100);
    expect(asked[0]?.pathname).toBe(
      `/extended/v1/address/${ACTIVITY_ACCOUNT}/transactions_with_transfers`,
    );
    expect(asked[0]?.searchParams.get('limit')).toBe('50');
    expect(asked[0]?.searchParams.get('offset')).toBe('100');
    expect(page).toEqual({ transactions: [], unreadable: 0, total: 100, nextOffset: undefined });
  });

  it('keeps the entries that parse and counts the ones that do not', async () => {
    const broken = {
      ...activityEntries.stake,
      tx: { ...activityEntries.stake.tx, fee_rate: '-1' },
    };
    const noPayload = {
      ...activityEntries.stake,
      tx: { ...activityEntries.stake.tx, contract_call: undefined },
    };
    server.use(
      http.get(HISTORY_URL, () =>
        HttpResponse.json({
          limit: 50,
          offset: 0,
          total: 4,
          results: [activityEntries.sentStx, broken, noPayload, activityEntries.deploy],
        }),
      ),
    );
    const page = await fetchAddressTransactions(mainnet, ACTIVITY_ACCOUNT, 0);
    expect(page.transactions.map((t) => t.tx.payload.type)).toEqual([
      'token_transfer',
      'smart_contract',
    ]);
    expect(page.unreadable).toBe(2);
    expect(page.nextOffset).toBeUndefined();
  });

  it('has nothing for an account without history', async () => {
    use('empty');
    const page = await fetchAddressTransactions(mainnet, ACTIVITY_ACCOUNT, 0);
    expect(page).toEqual({ transactions: [], unreadable: 0, total: 0, nextOffset: undefined });
  });

  it('fails with words when the API fails', async () => {
    server.use(http.get(HISTORY_URL, () => new HttpResponse(null, { status: 503 })));
    await expect(fetchAddressTransactions(mainnet, ACTIVITY_ACCOUNT, 0)).rejects.toBeInstanceOf(
      StacksApiError,
    );
  });
});

describe('addressTransactionsQueryOptions', () => {
  it('is keyed by network and address and asks the next page at the next offset', () => {
    const options = addressTransactionsQueryOptions(mainnet, ACTIVITY_ACCOUNT);
    expect(options.queryKey).toContain(ACTIVITY_ACCOUNT);
    expect(options.queryKey).not.toEqual(
      addressTransactionsQueryOptions(
        { ...mainnet, apiUrl: 'https://other.example' },
        ACTIVITY_ACCOUNT,
      ).queryKey,
    );
    expect(options.initialPageParam).toBe(0);
    const page = { transactions: [], unreadable: 0, total: 62 };
    expect(options.getNextPageParam({ ...page, nextOffset: 50 }, [], 0, [])).toBe(50);
    expect(
      options.getNextPageParam({ ...page, nextOffset: undefined }, [], 50, []),
    ).toBeUndefined();
  });
});
