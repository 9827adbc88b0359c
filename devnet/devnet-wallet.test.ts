// The app's devnet wallet (src/features/devnet-wallet) against a real in-process devnet: every
// request is signed for real, broadcast, mined and read back. Tests read the API's JSON loosely.
/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-argument */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashMessage, verifyMessageSignatureRsv } from '@stacks/encryption';
import {
  Cl,
  encodeStructuredDataBytes,
  publicKeyFromSignatureRsv,
  serializeCV,
} from '@stacks/transactions';
import { DEVNET_WALLET_ACCOUNTS } from '../src/features/devnet-wallet/devnet-wallet-accounts';
import type {
  PendingReview,
  ReviewDecision,
} from '../src/features/devnet-wallet/devnet-review-queue';
import { hashUtf8Message } from '../src/features/devnet-wallet/devnet-signer';
import {
  createDevnetWalletProvider,
  DEVNET_WALLET_ACCOUNT_KEY,
} from '../src/features/devnet-wallet/devnet-wallet-provider';
import { UserRejectedError } from '../src/wallet/errors';
import { stxTransferStx } from '../src/wallet/methods/stx-transfer-stx';
import { requestWallet } from '../src/wallet/wallet-client';
import type { WalletProvider } from '../src/wallet/provider';
import { startDevnet } from './server.mjs';

const [deployer, wallet1, wallet2] = DEVNET_WALLET_ACCOUNTS as [
  (typeof DEVNET_WALLET_ACCOUNTS)[number],
  (typeof DEVNET_WALLET_ACCOUNTS)[number],
  (typeof DEVNET_WALLET_ACCOUNTS)[number],
];

let devnet: Awaited<ReturnType<typeof startDevnet>>;
let provider: WalletProvider;
let storage: Map<string, string>;
/** What the "person" answers next; each test sets it. */
let decide: (pending: PendingReview) => ReviewDecision;
const reviewed: PendingReview[] = [];

async function api(path: string, init?: RequestInit): Promise<any> {
  const response = await fetch(`${devnet.url}${path}`, init);
  return response.json();
}
const mine = () => api('/_devnet/mine', { method: 'POST' });
const stxBalance = async (address: string) =>
  BigInt((await api(`/extended/v1/address/${address}/balances`)).stx.balance as string);

async function rpcError(promise: Promise<unknown>): Promise<any> {
  try {
    await promise;
  } catch (raw) {
    return raw;
  }
  throw new Error('expected the request to be rejected');
}

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, blockIntervalMs: 0 });
});
afterAll(async () => {
  await devnet.close();
});
beforeEach(() => {
  reviewed.length = 0;
  storage = new Map();
  decide = (pending) => ({ approved: true, account: pending.account });
  provider = createDevnetWalletProvider({
    accounts: DEVNET_WALLET_ACCOUNTS,
    apiUrl: devnet.url,
    review: (pending) => {
      reviewed.push(pending);
      return Promise.resolve(decide(pending));
    },
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => storage.set(key, value),
    },
  });
});

describe('devnet wallet', () => {
  it('connects the account the person picks and keeps signing with it', async () => {
    decide = () => ({ approved: true, account: wallet1 });
    const answer: any = await provider.request('getAddresses');
    expect(answer).toMatchObject({ jsonrpc: '2.0', id: expect.any(String) });
    expect(answer.result.addresses).toEqual([
      // The same key's native SegWit address on regtest, for BTC pools' reward address.
      {
        symbol: 'BTC',
        type: 'p2wpkh',
        address: expect.stringMatching(/^bcrt1q[02-9ac-hj-np-z]{38}$/),
        publicKey: wallet1.publicKey,
      },
      { symbol: 'STX', address: wallet1.address, publicKey: wallet1.publicKey },
    ]);
    expect(storage.get(DEVNET_WALLET_ACCOUNT_KEY)).toBe('wallet_1');

    decide = (pending) => ({ approved: true, account: pending.account });
    const addresses: any = await provider.request('stx_getAddresses');
    expect(addresses.result.addresses[0].address).toBe(wallet1.address);
  });

  it('sends STX for real: amount, memo and fee land exactly', async () => {
    storage.set(DEVNET_WALLET_ACCOUNT_KEY, 'wallet_1');
    const senderBefore = await stxBalance(wallet1.address);
    const recipientBefore = await stxBalance(wallet2.address);

    // Through the app's own client, as the Send STX form sends it.
    const result = await requestWallet(
      stxTransferStx,
      { recipient: wallet2.address, amount: '1234567', memo: 'rent' },
      provider,
    );
    if (result.status !== 'broadcast') throw new Error('expected a broadcast');
    expect(result.txid).toMatch(/^(0x)?[0-9a-f]{64}$/);
    expect(reviewed[0]?.request).toMatchObject({ kind: 'transfer' });
    expect(reviewed[0]?.account.name).toBe('wallet_1');

    const pending = await api(`/extended/v1/tx/${result.txid}`);
    expect(pending.tx_status).toBe('pending');
    await mine();
    const tx = await api(`/extended/v1/tx/${result.txid}`);
    expect(tx).toMatchObject({ tx_status: 'success', sender_address: wallet1.address });
    expect(tx.token_transfer).toMatchObject({
      recipient_address: wallet2.address,
      amount: '1234567',
    });
    const fee = BigInt(tx.fee_rate as string);
    expect(fee).toBeGreaterThan(0n);
    expect(await stxBalance(wallet1.address)).toBe(senderBefore - 1_234_567n - fee);
    expect(await stxBalance(wallet2.address)).toBe(recipientBefore + 1_234_567n);
  });

  it('deploys a contract and calls it', async () => {
    const name = `counter-${Date.now()}`;
    const deployed: any = await provider.request('stx_deployContract', {
      name,
      clarityCode:
        '(define-data-var n uint u0) (define-public (add (x uint)) (begin (var-set n (+ (var-get n) x)) (ok (var-get n))))',
    });
    await mine();
    expect((await api(`/extended/v1/tx/${deployed.result.txid}`)).tx_status).toBe('success');

    const called: any = await provider.request('stx_callContract', {
      contract: `${deployer.address}.${name}`,
      functionName: 'add',
      functionArgs: [serializeCV(Cl.uint(5))],
    });
    await mine();
    const tx = await api(`/extended/v1/tx/${called.result.txid}`);
    expect(tx.tx_status).toBe('success');
    expect(tx.tx_result.repr).toBe('(ok u5)');
  });

  it('signs a UTF-8 message that verifies with the signer key', async () => {
    const message = `Satchel ✓ ${'x'.repeat(300)}`; // over 252 bytes: a 3-byte length prefix
    expect(await hashUtf8Message(message)).toBe(Buffer.from(hashMessage(message)).toString('hex'));
    const answer: any = await provider.request('stx_signMessage', { message });
    expect(answer.result.publicKey).toBe(deployer.publicKey);
    expect(
      verifyMessageSignatureRsv({
        message,
        signature: answer.result.signature,
        publicKey: deployer.publicKey,
      }),
    ).toBe(true);
  });

  it('signs SIP-018 structured data that recovers to the signer key', async () => {
    const message = Cl.tuple({ amount: Cl.uint(42) });
    const domain = Cl.tuple({
      name: Cl.stringAscii('Satchel'),
      version: Cl.stringAscii('1.0.0'),
      'chain-id': Cl.uint(2147483648),
    });
    const answer: any = await provider.request('stx_signStructuredMessage', {
      message: serializeCV(message),
      domain: serializeCV(domain),
    });
    const hash = createHash('sha256')
      .update(encodeStructuredDataBytes({ message, domain }))
      .digest('hex');
    expect(publicKeyFromSignatureRsv(hash, answer.result.signature)).toBe(deployer.publicKey);
  });

  it('answers a rejection with 4001, which the app reads as UserRejectedError', async () => {
    decide = () => ({ approved: false });
    const raw = await rpcError(provider.request('stx_signMessage', { message: 'no' }));
    expect(raw).toMatchObject({ jsonrpc: '2.0', error: { code: 4001 } });
    await expect(
      requestWallet(stxTransferStx, { recipient: wallet2.address, amount: 1 }, provider),
    ).rejects.toBeInstanceOf(UserRejectedError);
  });

  it('refuses bad params, unknown methods and other networks before asking anyone', async () => {
    const review = vi.fn();
    decide = review;
    expect(
      await rpcError(
        provider.request('stx_transferStx', { recipient: wallet2.address, amount: -1 }),
      ),
    ).toMatchObject({
      error: { code: -32602, message: 'Amount must be an integer describing µSTX' },
    });
    expect(await rpcError(provider.request('signPsbt', {}))).toMatchObject({
      error: { code: -32601 },
    });
    expect(
      await rpcError(
        provider.request('stx_transferStx', {
          recipient: wallet2.address,
          amount: 1,
          network: 'mainnet',
        }),
      ),
    ).toMatchObject({ error: { code: -32602 } });
    expect(review).not.toHaveBeenCalled();
  });

  it("passes on the node's refusal in words", async () => {
    const raw = await rpcError(
      provider.request('stx_transferStx', {
        recipient: wallet2.address,
        amount: '999999999999999999',
      }),
    );
    expect(raw.error.code).toBe(-32603);
    expect(raw.error.message).toContain('NotEnoughFunds');
  });
});
