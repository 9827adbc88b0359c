import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_API_URL } from '@/config/networks';
import { StacksApiError } from '../stacks-api';
import { fetchAvailableStx } from './available-stx';

const SENDER = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
const OTHER = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';
const devnet = { apiUrl: DEVNET_API_URL };
const txid = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

// Mempool transactions in Hiro's shape (GET /extended/v1/tx/mempool, MempoolTransaction): the
// devnet answers the same fields (devnet/format.mjs).
const tokenTransfer = {
  tx_id: txid(1),
  tx_status: 'pending',
  tx_type: 'token_transfer',
  fee_rate: '180',
  sender_address: SENDER,
  sponsored: false,
  post_condition_mode: 'deny',
  post_conditions: [],
  token_transfer: { recipient_address: OTHER, amount: '2000000', memo: '0x' },
  receipt_time: 1_700_000_000,
};
const liquidDeposit = {
  ...tokenTransfer,
  tx_id: txid(2),
  tx_type: 'contract_call',
  fee_rate: '104000',
  token_transfer: undefined,
  contract_call: {
    contract_id: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.lisa-mint-endpoint',
    function_name: 'request-mint',
    function_signature: '(define-public (request-mint (amount uint)))',
  },
  post_conditions: [
    {
      type: 'stx',
      condition_code: 'sent_less_than_or_equal_to',
      amount: '25000000',
      principal: { type_id: 'principal_standard', address: SENDER },
    },
    // Someone else's STX: not the sender's to spend.
    {
      type: 'stx',
      condition_code: 'sent_equal_to',
      amount: '999000000',
      principal: { type_id: 'principal_standard', address: OTHER },
    },
    // A token, not STX.
    {
      type: 'fungible',
      condition_code: 'sent_equal_to',
      amount: '7',
      principal: { type_id: 'principal_origin' },
      asset: { asset_name: 'x', contract_address: OTHER, contract_name: 'x' },
    },
  ],
};
const originCall = {
  ...liquidDeposit,
  tx_id: txid(3),
  fee_rate: '300',
  post_conditions: [
    {
      type: 'stx',
      condition_code: 'sent_equal_to',
      amount: '1000000',
      principal: { type_id: 'principal_origin' },
    },
  ],
};
const dropped = { ...tokenTransfer, tx_id: txid(4), tx_status: 'dropped_replace_by_fee' };

let mempool: () => Response = () =>
  HttpResponse.json({ limit: 50, offset: 0, total: 0, results: [] });
let mempoolQuery: URLSearchParams | undefined;
const server = setupServer(
  http.get(`${DEVNET_API_URL}/extended/v1/address/${SENDER}/balances`, () =>
    HttpResponse.json({ stx: { balance: '100000000', locked: '40000000' } }),
  ),
  http.get(`${DEVNET_API_URL}/extended/v1/tx/mempool`, ({ request }) => {
    mempoolQuery = new URL(request.url).searchParams;
    return mempool();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mempoolQuery = undefined;
});
afterAll(() => server.close());

describe('fetchAvailableStx', () => {
  it('is the unlocked balance when nothing is pending', async () => {
    await expect(fetchAvailableStx(devnet, SENDER)).resolves.toEqual({
      unlockedMicroStx: 60_000_000n,
      pendingOutgoingMicroStx: 0n,
      availableMicroStx: 60_000_000n,
    });
    expect(mempoolQuery?.get('sender_address')).toBe(SENDER);
  });

  it('subtracts the fees, transfers and sender-bounded STX of pending transactions', async () => {
    mempool = () =>
      HttpResponse.json({
        limit: 50,
        offset: 0,
        total: 4,
        results: [tokenTransfer, liquidDeposit, originCall, dropped],
      });
    const pending = 180n + 2_000_000n + 104_000n + 25_000_000n + 300n + 1_000_000n;
    await expect(fetchAvailableStx(devnet, SENDER)).resolves.toEqual({
      unlockedMicroStx: 60_000_000n,
      pendingOutgoingMicroStx: pending,
      availableMicroStx: 60_000_000n - pending,
    });
  });

  it('never goes below zero', async () => {
    mempool = () =>
      HttpResponse.json({
        results: [
          {
            ...tokenTransfer,
            token_transfer: { ...tokenTransfer.token_transfer, amount: '90000000' },
          },
        ],
      });
    const result = await fetchAvailableStx(devnet, SENDER);
    expect(result.availableMicroStx).toBe(0n);
  });

  it('fails with words when the mempool cannot be read', async () => {
    mempool = () => HttpResponse.json({ error: 'boom' }, { status: 500 });
    const failure = fetchAvailableStx(devnet, SENDER);
    await expect(failure).rejects.toBeInstanceOf(StacksApiError);
    await expect(failure).rejects.toThrow('The Stacks API answered 500');
  });

  it('refuses a mempool answer of the wrong shape', async () => {
    mempool = () => HttpResponse.json({ results: [{ tx_id: 'nope' }] });
    await expect(fetchAvailableStx(devnet, SENDER)).rejects.toThrow(
      'The Stacks API sent an unexpected answer',
    );
  });
});
