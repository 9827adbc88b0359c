import {
  Cl,
  deserializeTransaction,
  getAddressFromPrivateKey,
  privateKeyToPublic,
  randomPrivateKey,
  TransactionSigner,
  type StacksTransactionWire,
} from '@stacks/transactions';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVNET_API_URL } from '@/config/networks';
import type { ContractCallRequest } from '@/stacks/contract-call-request';
import { signContractCall } from './sign-contract-call';
import { testNetwork } from '@/test/networks';

const DEVNET = testNetwork('devnet');
const CONTRACT = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.devnet-token';

// A throwaway key: the stand-in wallet signs with it, as a real wallet signs with its own.
const privateKey = randomPrivateKey();
const publicKey = privateKeyToPublic(privateKey) as string;
const sender = getAddressFromPrivateKey(privateKey, 'testnet');

const request: ContractCallRequest = {
  contract: CONTRACT,
  functionName: 'wrap',
  functionArgs: [Cl.uint(5)],
  postConditions: [{ type: 'stx-postcondition', address: sender, condition: 'eq', amount: 5n }],
  postConditionMode: 'deny',
};

const broadcasts = vi.fn();
const server = setupServer(
  http.get(`${DEVNET_API_URL}/extended/v1/address/${sender}/nonces`, () =>
    HttpResponse.json({ possible_next_nonce: 4 }),
  ),
  http.post(`${DEVNET_API_URL}/v2/fees/transaction`, () =>
    HttpResponse.json({
      estimations: [
        { fee: 180, fee_rate: 1 },
        { fee: 360, fee_rate: 2 },
        { fee: 720, fee_rate: 4 },
      ],
    }),
  ),
  http.post(`${DEVNET_API_URL}/v2/transactions`, () => {
    broadcasts();
    return HttpResponse.json('never');
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A wallet that signs what it is given with `key`, answering as Leather does; `adjust` stands
 * for a wallet that sets its own fee or nonce first. */
function signingWallet(key: string, adjust?: (tx: StacksTransactionWire) => void) {
  return {
    request: vi.fn((_method: string, params?: unknown) => {
      const { transaction } = params as { transaction: string };
      const tx = deserializeTransaction(transaction);
      adjust?.(tx);
      new TransactionSigner(tx).signOrigin(key);
      const hex = tx.serialize();
      return Promise.resolve({ jsonrpc: '2.0', id: '1', result: { transaction: hex, txHex: hex } });
    }),
  };
}

describe('signContractCall', () => {
  it('asks the wallet to sign the call with the network’s nonce and fee, and broadcasts nothing', async () => {
    const wallet = signingWallet(privateKey);
    const signed = await signContractCall({
      request,
      publicKey,
      sender,
      network: DEVNET,
      provider: wallet,
    });

    expect(wallet.request).toHaveBeenCalledTimes(1);
    const [method, params] = wallet.request.mock.calls[0] ?? [];
    expect(method).toBe('stx_signTransaction');
    expect(params).toMatchObject({ network: 'devnet' });
    // The hex deserializes into the very call, signed by the connected address.
    const tx = deserializeTransaction(signed.transaction);
    expect(signed.signer).toBe(sender);
    expect(signed.signatureValid).toBe(true);
    expect(tx.txid()).toBe(signed.txid);
    expect(tx.auth.spendingCondition.nonce).toBe(4n);
    expect(tx.auth.spendingCondition.fee).toBe(360n);
    expect(signed).toMatchObject({ nonce: 4n, feeMicroStx: 360n });
    expect(tx.payload).toMatchObject({ functionName: { content: 'wrap' } });
    expect(tx.postConditions.values).toHaveLength(1);
    expect(broadcasts).not.toHaveBeenCalled();
  });

  it('shows the nonce and fee the wallet signed, not the ones it was offered', async () => {
    const signed = await signContractCall({
      request,
      publicKey,
      sender,
      network: DEVNET,
      provider: signingWallet(privateKey, (tx) => {
        tx.setNonce(9n);
        tx.setFee(1_000n);
      }),
    });
    expect(signed).toMatchObject({ nonce: 9n, feeMicroStx: 1_000n, signatureValid: true });
  });

  it('says when the signature is another account’s', async () => {
    const other = randomPrivateKey();
    const signed = await signContractCall({
      request,
      publicKey,
      sender,
      network: DEVNET,
      provider: signingWallet(other),
    });
    // The signer named in the transaction is still ours, but the signature does not verify.
    expect(signed.signatureValid).toBe(false);
  });

  it('passes the wallet’s refusal on as a wallet error', async () => {
    const wallet = {
      request: () =>
        Promise.reject({
          jsonrpc: '2.0',
          id: '1',
          error: { code: 4001, message: 'User rejected' },
        }),
    };
    await expect(
      signContractCall({ request, publicKey, sender, network: DEVNET, provider: wallet }),
    ).rejects.toMatchObject({ name: 'UserRejectedError' });
  });
});
