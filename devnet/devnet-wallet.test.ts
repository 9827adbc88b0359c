// The app's devnet wallet (src/features/devnet-wallet) against a real in-process devnet: every
// request is signed for real, broadcast, mined and read back.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashMessage, verifyMessageSignatureRsv } from '@stacks/encryption';
import {
  Cl,
  encodeStructuredDataBytes,
  publicKeyFromSignatureRsv,
  serializeCV,
} from '@stacks/transactions';
import { walletAccounts } from '#common/devnet-accounts.mjs';
import type {
  PendingReview,
  ReviewDecision,
} from '../src/features/devnet-wallet/devnet-review-queue';
import { hashStacksMessage } from '../src/stacks/message-signing/hash-stacks-message';
import {
  createDevnetWalletProvider,
  DEVNET_WALLET_ACCOUNT_KEY,
} from '../src/features/devnet-wallet/devnet-wallet-provider';
import { UserRejectedError } from '../src/wallet/errors';
import { stxTransferStx } from '../src/wallet/methods/stx-transfer-stx';
import { requestWallet } from '../src/wallet/wallet-client';
import type { WalletProvider } from '../src/wallet/provider';
import { startDevnet } from './server.mjs';
import { BalancesJson, TxJson } from './test-helpers';

const [deployer, wallet1, wallet2] = walletAccounts as [
  (typeof walletAccounts)[number],
  (typeof walletAccounts)[number],
  (typeof walletAccounts)[number],
];

let devnet: Awaited<ReturnType<typeof startDevnet>>;
let provider: WalletProvider;
let storage: Map<string, string>;
/** What the "person" answers next; each test sets it. */
let decide: (pending: PendingReview) => ReviewDecision;
const reviewed: PendingReview[] = [];

/** GET `path` from the devnet and check the answer against `shape`. */
async function read<T extends z.ZodType>(shape: T, path: string): Promise<z.infer<T>> {
  const response = await fetch(`${devnet.url}${path}`);
  return shape.parse(await response.json());
}
const mine = () => fetch(`${devnet.url}/_devnet/mine`, { method: 'POST' });
const txRecord = (txid: string) => read(TxJson, `/extended/v1/tx/${txid}`);
const stxBalance = async (address: string) =>
  BigInt((await read(BalancesJson, `/extended/v1/address/${address}/balances`)).stx.balance);

/** A wallet's JSON-RPC answer, with the result fields the tests read. */
const RpcAnswer = <T extends z.ZodType>(result: T) =>
  z.looseObject({ jsonrpc: z.literal('2.0'), id: z.string(), result });
const Addresses = RpcAnswer(
  z.object({ addresses: z.array(z.looseObject({ address: z.string() })) }),
);
const Txid = RpcAnswer(z.looseObject({ txid: z.string() }));
const Signature = RpcAnswer(z.looseObject({ signature: z.string(), publicKey: z.string() }));
const RpcError = z.looseObject({ error: z.object({ code: z.number(), message: z.string() }) });

/** The JSON-RPC error a request is rejected with. */
async function rpcError(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (raw) {
    return RpcError.parse(raw);
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
    accounts: walletAccounts,
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
    const answer = Addresses.parse(await provider.request('getAddresses'));
    expect(answer.jsonrpc).toBe('2.0'); // and a string id: the shape is checked by RpcAnswer
    expect(answer.result.addresses).toEqual([
      // The account's BIP-84 and BIP-86 addresses on regtest (devnet-bitcoin-signer.ts); BTC
      // pools prefill their reward address with the first.
      {
        symbol: 'BTC',
        type: 'p2wpkh',
        // an asymmetric matcher is typed `any`; as a value of the expected object it is unknown
        address: expect.stringMatching(/^bcrt1q[02-9ac-hj-np-z]{38}$/) as unknown,
        publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/) as unknown,
        derivationPath: "m/84'/1'/0'/0/0",
      },
      {
        symbol: 'BTC',
        type: 'p2tr',
        address: expect.stringMatching(/^bcrt1p[02-9ac-hj-np-z]{58}$/) as unknown,
        publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/) as unknown,
        tweakedPublicKey: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
        derivationPath: "m/86'/1'/0'/0/0",
      },
      { symbol: 'STX', address: wallet1.address, publicKey: wallet1.publicKey },
    ]);
    expect(storage.get(DEVNET_WALLET_ACCOUNT_KEY)).toBe('wallet_1');

    decide = (pending) => ({ approved: true, account: pending.account });
    const addresses = Addresses.parse(await provider.request('stx_getAddresses'));
    expect(addresses.result.addresses[0]?.address).toBe(wallet1.address);
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

    const pending = await txRecord(result.txid);
    expect(pending.tx_status).toBe('pending');
    await mine();
    const tx = await txRecord(result.txid);
    expect(tx).toMatchObject({ tx_status: 'success', sender_address: wallet1.address });
    expect(tx.token_transfer).toMatchObject({
      recipient_address: wallet2.address,
      amount: '1234567',
    });
    const fee = BigInt(z.string().parse(tx.fee_rate));
    expect(fee).toBeGreaterThan(0n);
    expect(await stxBalance(wallet1.address)).toBe(senderBefore - 1_234_567n - fee);
    expect(await stxBalance(wallet2.address)).toBe(recipientBefore + 1_234_567n);
  });

  it('deploys a contract and calls it', async () => {
    const name = `counter-${Date.now()}`;
    const deployed = Txid.parse(
      await provider.request('stx_deployContract', {
        name,
        clarityCode:
          '(define-data-var n uint u0) (define-public (add (x uint)) (begin (var-set n (+ (var-get n) x)) (ok (var-get n))))',
      }),
    );
    await mine();
    expect((await txRecord(deployed.result.txid)).tx_status).toBe('success');

    const called = Txid.parse(
      await provider.request('stx_callContract', {
        contract: `${deployer.address}.${name}`,
        functionName: 'add',
        functionArgs: [serializeCV(Cl.uint(5))],
      }),
    );
    await mine();
    const tx = await txRecord(called.result.txid);
    expect(tx.tx_status).toBe('success');
    expect(tx.tx_result?.repr).toBe('(ok u5)');
  });

  it('signs a UTF-8 message that verifies with the signer key', async () => {
    const message = `Satchel ✓ ${'x'.repeat(300)}`; // over 252 bytes: a 3-byte length prefix
    expect(Buffer.from(hashStacksMessage(message))).toEqual(Buffer.from(hashMessage(message)));
    const answer = Signature.parse(await provider.request('stx_signMessage', { message }));
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
    const answer = Signature.parse(
      await provider.request('stx_signStructuredMessage', {
        message: serializeCV(message),
        domain: serializeCV(domain),
      }),
    );
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
      error: { code: -32602 },
    });
    expect(await rpcError(provider.request('btc_unknownMethod', {}))).toMatchObject({
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
