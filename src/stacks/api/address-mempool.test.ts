import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { ACTIVITY_ACCOUNT, pendingTransfer } from '@/mocks/fixtures/activity';
import { createMockHandlers } from '@/mocks/handlers/mock-handlers';
import { fetchAddressMempool } from './address-mempool';
import { fetchMempoolTxs } from './mempool-transactions';

const server = setupTestServer();

const mainnet = NETWORK_DEFAULTS.mainnet;
const MEMPOOL_URL = `${mainnet.apiUrl}/extended/v1/tx/mempool`;

describe('fetchAddressMempool', () => {
  it('asks by address and reads the pending transfer of the mock account', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    const { transactions, unreadable } = await fetchAddressMempool(mainnet, ACTIVITY_ACCOUNT);
    expect(unreadable).toBe(0);
    expect(transactions).toMatchObject([
      {
        txid: pendingTransfer.tx_id,
        status: 'pending',
        feeMicroStx: 3000n,
        time: new Date(pendingTransfer.receipt_time * 1000),
        payload: { type: 'token_transfer', amountMicroStx: 2_000_000n },
      },
    ]);
  });

  it('leaves what the account will spend (asked by sender) as it was in mock mode', async () => {
    server.use(...createMockHandlers({ scenario: 'populated', env: {} }));
    expect(await fetchMempoolTxs(mainnet, ACTIVITY_ACCOUNT)).toEqual([]);
  });

  it('keeps only pending transactions and counts the ones it cannot read', async () => {
    const asked: URL[] = [];
    server.use(
      http.get(MEMPOOL_URL, ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({
          limit: 50,
          offset: 0,
          total: 3,
          results: [
            pendingTransfer,
            {
              ...pendingTransfer,
              tx_id: `0x${'11'.repeat(32)}`,
              tx_status: 'dropped_replace_by_fee',
            },
            { ...pendingTransfer, tx_id: 'not-an-id' },
          ],
        });
      }),
    );
    const { transactions, unreadable } = await fetchAddressMempool(mainnet, ACTIVITY_ACCOUNT);
    expect(asked[0]?.searchParams.get('address')).toBe(ACTIVITY_ACCOUNT);
    expect(transactions.map((tx) => tx.txid)).toEqual([pendingTransfer.tx_id]);
    expect(unreadable).toBe(1);
  });
});
