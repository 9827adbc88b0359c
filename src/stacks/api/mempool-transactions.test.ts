import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '@/test/msw-server';
import { NETWORK_DEFAULTS } from '@/config/networks';
import {
  fetchMempoolTxs,
  mempoolResponseSchema,
  pendingCalls,
  maxPendingOutgoingMicroStx,
  type MempoolTx,
} from './mempool-transactions';

const server = setupTestServer();

const network = NETWORK_DEFAULTS.mainnet;
const SENDER = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';
const txid = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

/** Hiro's mempool transactions, with the fields Hiro sends that the app ignores. */
const stakeCall = {
  tx_id: txid(1),
  nonce: 8,
  fee_rate: '104000',
  sender_address: SENDER,
  sponsored: false,
  post_condition_mode: 'deny',
  post_conditions: [],
  anchor_mode: 'any',
  tx_status: 'pending',
  receipt_time: 1_763_640_000,
  receipt_time_iso: '2025-11-20T12:00:00.000Z',
  tx_type: 'contract_call',
  contract_call: {
    contract_id: 'SP000000000000000000002Q6VF78.pox-5',
    function_name: 'stake',
    function_signature: '(define-public (stake (amount-ustx uint) …))',
    function_args: [{ hex: '0x01', repr: 'u1', name: 'amount-ustx', type: 'uint' }],
  },
};
const transfer = {
  ...stakeCall,
  tx_id: txid(2),
  fee_rate: '180',
  tx_type: 'token_transfer',
  contract_call: undefined,
  token_transfer: { recipient_address: SENDER, amount: '1000000', memo: '0x00' },
};
const deposit = {
  ...stakeCall,
  tx_id: txid(3),
  fee_rate: '2000',
  contract_call: {
    contract_id: 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.stacking-dao-core-v5',
    function_name: 'deposit',
  },
  post_conditions: [
    {
      type: 'stx',
      condition_code: 'sent_less_than_or_equal_to',
      amount: '5000000',
      principal: { type_id: 'principal_origin' },
    },
  ],
};
const dropped = { ...transfer, tx_id: txid(4), tx_status: 'dropped_replace_by_fee' };

const page = (results: unknown[]) => ({ limit: 50, offset: 0, total: results.length, results });
const parse = (txs: unknown[]): MempoolTx[] => mempoolResponseSchema.parse(page(txs)).results;

describe('fetchMempoolTxs', () => {
  it('asks for the sender’s transactions and keeps the pending ones', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${network.apiUrl}/extended/v1/tx/mempool`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json(page([stakeCall, transfer, dropped]));
      }),
    );
    const txs = await fetchMempoolTxs(network, SENDER);
    expect(txs.map((tx) => tx.tx_id)).toEqual([txid(1), txid(2)]);
    expect(url?.searchParams.get('sender_address')).toBe(SENDER);
  });

  it('fails with a typed error on an HTTP error or a malformed answer', async () => {
    server.use(
      http.get(`${network.apiUrl}/extended/v1/tx/mempool`, () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    await expect(fetchMempoolTxs(network, SENDER)).rejects.toMatchObject({
      name: 'StacksApiHttpError',
    });
    server.use(
      http.get(`${network.apiUrl}/extended/v1/tx/mempool`, () =>
        HttpResponse.json(page([{ ...stakeCall, tx_id: 'nope' }])),
      ),
    );
    await expect(fetchMempoolTxs(network, SENDER)).rejects.toMatchObject({
      name: 'StacksApiResponseError',
    });
  });
});

describe('pendingCalls', () => {
  it('keeps the contract calls the predicate wants, as {txid, contract, functionName}', () => {
    const txs = parse([stakeCall, transfer, deposit]);
    expect(pendingCalls(txs, (_contract, fn) => fn === 'stake')).toEqual([
      {
        txid: txid(1),
        contract: stakeCall.contract_call.contract_id,
        functionName: 'stake',
      },
    ]);
    expect(pendingCalls(txs, () => false)).toEqual([]);
  });
});

describe('maxPendingOutgoingMicroStx', () => {
  it('adds fees, transfers and the STX a call’s post-conditions let the sender send', () => {
    const txs = parse([stakeCall, transfer, deposit]);
    expect(maxPendingOutgoingMicroStx(txs, SENDER)).toBe(
      104_000n + 180n + 1_000_000n + 2_000n + 5_000_000n,
    );
  });

  it('counts "sent < n" as n − 1, and ignores other principals, tokens and "sent ≥"', () => {
    const conditions = [
      {
        type: 'stx',
        condition_code: 'sent_less_than',
        amount: '10',
        principal: { type_id: 'principal_standard', address: SENDER },
      },
      {
        type: 'stx',
        condition_code: 'sent_equal_to',
        amount: '7',
        principal: { type_id: 'principal_standard', address: 'SP000000000000000000002Q6VF78' },
      },
      {
        type: 'fungible',
        condition_code: 'sent_equal_to',
        amount: '99',
        principal: { type_id: 'principal_origin' },
      },
      {
        type: 'stx',
        condition_code: 'sent_greater_than_or_equal_to',
        amount: '50',
        principal: { type_id: 'principal_origin' },
      },
    ];
    const txs = parse([{ ...deposit, fee_rate: '0', post_conditions: conditions }]);
    expect(maxPendingOutgoingMicroStx(txs, SENDER)).toBe(9n);
  });

  it('leaves out the fee of a sponsored transaction: its sponsor pays it', () => {
    const txs = parse([
      { ...transfer, sponsored: true },
      { ...stakeCall, sponsored: true },
    ]);
    expect(maxPendingOutgoingMicroStx(txs, SENDER)).toBe(1_000_000n);
  });

  it('is zero with nothing pending', () => {
    expect(maxPendingOutgoingMicroStx([], SENDER)).toBe(0n);
  });
});
