import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_API_URL } from '@/config/networks';
import { StacksApiError } from '../stacks-api';
import { fetchAccountBalances } from './account-balances';
import { fetchTransaction } from './transaction';
import { fetchTransactionFeeEstimate } from './transaction-fee-estimate';

const TXID = `0x${'cd'.repeat(32)}`;
const devnet = { apiUrl: DEVNET_API_URL };
let answer: () => Response = () => HttpResponse.json({});
let feeRequest: unknown;

const server = setupServer(
  http.get(`${DEVNET_API_URL}/extended/v1/tx/${TXID}`, () => answer()),
  http.get(`${DEVNET_API_URL}/extended/v1/address/:principal/balances`, () =>
    HttpResponse.json({ stx: { balance: '1000', locked: '1500', total_sent: '0' } }),
  ),
  http.post(`${DEVNET_API_URL}/v2/fees/transaction`, async ({ request }) => {
    feeRequest = await request.json();
    return HttpResponse.json({
      estimations: [
        { fee: 180, fee_rate: 1 },
        { fee: 360, fee_rate: 2 },
        { fee: 720, fee_rate: 4 },
      ],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const tx = (fields: Record<string, unknown>) => () =>
  HttpResponse.json({ tx_id: TXID, fee_rate: '360', ...fields });

describe('fetchTransaction', () => {
  it('reads a transaction the API does not know yet as unknown, not as an error', async () => {
    answer = () => HttpResponse.json({ error: 'not found' }, { status: 404 });
    await expect(fetchTransaction(devnet, TXID)).resolves.toEqual({ status: 'unknown' });
  });

  it('reads pending and confirmed, with the fee', async () => {
    answer = tx({ tx_status: 'pending' });
    await expect(fetchTransaction(devnet, TXID.slice(2))).resolves.toEqual({
      status: 'pending',
      feeMicroStx: 360n,
    });
    answer = tx({ tx_status: 'success', block_height: 12 });
    await expect(fetchTransaction(devnet, TXID)).resolves.toEqual({
      status: 'success',
      feeMicroStx: 360n,
      blockHeight: 12,
    });
  });

  it.each([
    [
      'abort_by_post_condition',
      'post-condition',
      'A post-condition stopped it; nothing moved but the fee.',
    ],
    [
      'dropped_replace_by_fee',
      'network',
      'It was replaced by another transaction with the same nonce.',
    ],
    ['something_new', 'network', 'The network reports it as something_new.'],
  ])('puts %s into words', async (status, cause, reason) => {
    answer = tx({ tx_status: status });
    await expect(fetchTransaction(devnet, TXID)).resolves.toStrictEqual({
      status: 'failed',
      feeMicroStx: 360n,
      cause,
      reason,
      resultRepr: undefined,
      vmError: undefined,
    });
  });

  it('keeps a contract refusal’s result, so the caller can say what the code means', async () => {
    answer = tx({ tx_status: 'abort_by_response', tx_result: { repr: '(err u3)' } });
    await expect(fetchTransaction(devnet, TXID)).resolves.toStrictEqual({
      status: 'failed',
      feeMicroStx: 360n,
      cause: 'contract',
      reason: 'The contract refused it: (err u3).',
      resultRepr: '(err u3)',
      vmError: undefined,
    });
  });

  it('keeps the VM’s words for a failed deploy (an empty vm_error is none)', async () => {
    answer = tx({
      tx_status: 'abort_by_response',
      tx_result: { repr: '(err none)' },
      vm_error: 'ParseError: unexpected end of input ',
    });
    await expect(fetchTransaction(devnet, TXID)).resolves.toMatchObject({
      vmError: 'ParseError: unexpected end of input',
    });
    answer = tx({ tx_status: 'abort_by_response', vm_error: '  ' });
    await expect(fetchTransaction(devnet, TXID)).resolves.toMatchObject({ vmError: undefined });
  });

  it('refuses an answer of the wrong shape', async () => {
    answer = tx({ tx_status: 'success', fee_rate: 'lots' });
    await expect(fetchTransaction(devnet, TXID)).rejects.toBeInstanceOf(StacksApiError);
  });
});

describe('fetchAccountBalances', () => {
  it('never reports a negative available balance', async () => {
    await expect(
      fetchAccountBalances(devnet, 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5'),
    ).resolves.toEqual({
      totalMicroStx: 1000n,
      lockedMicroStx: 1500n,
      availableMicroStx: 0n,
    });
  });
});

describe('fetchTransactionFeeEstimate', () => {
  it('sends the payload and length, and takes the middle estimate', async () => {
    await expect(
      fetchTransactionFeeEstimate(devnet, { payloadHex: '00ab', estimatedLength: 180 }),
    ).resolves.toBe(360n);
    expect(feeRequest).toEqual({ transaction_payload: '00ab', estimated_len: 180 });
  });
});
