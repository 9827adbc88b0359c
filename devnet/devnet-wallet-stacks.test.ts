// The devnet wallet's Stacks methods for the tools against a real in-process devnet:
// what it says about itself, SIP-010 transfers with post-conditions, and signing a transaction
// without sending it.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Cl,
  deserializeTransaction,
  makeUnsignedSTXTokenTransfer,
  Pc,
  postConditionToHex,
  serializeCV,
} from '@stacks/transactions';
import { c32addressDecode } from 'c32check';
import { DEVNET_WALLET_ACCOUNTS } from '../src/features/devnet-wallet/devnet-wallet-accounts';
import type {
  PendingReview,
  ReviewDecision,
} from '../src/features/devnet-wallet/devnet-review-queue';
import { sip9TransferCall } from '../src/features/devnet-wallet/devnet-stacks-signer';
import {
  createDevnetWalletProvider,
  DEVNET_WALLET_ACCOUNT_KEY,
} from '../src/features/devnet-wallet/devnet-wallet-provider';
import { InvalidParamsError, MethodNotSupportedError } from '../src/wallet/errors';
import { getInfo } from '../src/wallet/methods/get-info';
import { open } from '../src/wallet/methods/open';
import { openSwap } from '../src/wallet/methods/open-swap';
import { stxCallContract } from '../src/wallet/methods/stx-call-contract';
import { stxGetNetworks } from '../src/wallet/methods/stx-get-networks';
import { stxSignTransaction } from '../src/wallet/methods/stx-sign-transaction';
import { stxTransferSip10Ft } from '../src/wallet/methods/stx-transfer-sip10-ft';
import { stxTransferSip9Nft } from '../src/wallet/methods/stx-transfer-sip9-nft';
import { stxUpdateProfile } from '../src/wallet/methods/stx-update-profile';
import { supportedMethods } from '../src/wallet/methods/supported-methods';
import type { WalletProvider } from '../src/wallet/provider';
import { requestWallet } from '../src/wallet/wallet-client';
import { startDevnet } from './server.mjs';
import { http } from './test-helpers';

const [deployer, wallet1, wallet2] = DEVNET_WALLET_ACCOUNTS as [
  (typeof DEVNET_WALLET_ACCOUNTS)[number],
  (typeof DEVNET_WALLET_ACCOUNTS)[number],
  (typeof DEVNET_WALLET_ACCOUNTS)[number],
];
const TOKEN_CONTRACT = `${deployer.address}.devnet-token` as const;
const TOKEN = `${TOKEN_CONTRACT}::wstx`;

let devnet: Awaited<ReturnType<typeof startDevnet>>;
let api: ReturnType<typeof http>;
let provider: WalletProvider;
let storage: Map<string, string>;
let decide: (pending: PendingReview) => ReviewDecision;
const reviewed: PendingReview[] = [];

const mine = () => api.post('/_devnet/mine');
const tokenBalance = async (address: string) =>
  BigInt((await api.balances(address)).fungible_tokens[TOKEN]?.balance ?? '0');

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, blockIntervalMs: 0 });
  api = http(devnet.url);
});
afterAll(async () => {
  await devnet.close();
});
beforeEach(() => {
  reviewed.length = 0;
  storage = new Map([[DEVNET_WALLET_ACCOUNT_KEY, 'wallet_1']]);
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

describe('devnet wallet: what it says about itself', () => {
  it('answers getInfo, supportedMethods and stx_getNetworks without asking anyone', async () => {
    const info = await requestWallet(getInfo, undefined, provider);
    expect(info).toMatchObject({ version: expect.any(String) as unknown, platform: 'extension' });
    expect(info.supportedMethods).toEqual(
      expect.arrayContaining([
        'stx_transferSip10Ft',
        'stx_transferSip9Nft',
        'stx_signTransaction',
        'stx_getNetworks',
        'open',
      ]),
    );
    expect(info.supportedMethods).not.toContain('openSwap');
    expect(info.supportedMethods).not.toContain('stx_updateProfile');

    const methods = await requestWallet(supportedMethods, undefined, provider);
    expect(methods.methods.map((method) => method.name)).toEqual(info.supportedMethods);

    expect(await requestWallet(stxGetNetworks, undefined, provider)).toEqual({
      active: 'devnet',
      networks: [{ id: 'devnet', chainId: 2147483648, transactionVersion: 128 }],
    });
    expect(await requestWallet(open, { mode: 'fullpage' }, provider)).toEqual({ success: true });
    expect(reviewed).toEqual([]);
  });

  it('says in words that it has no swap and no profiles (4002)', async () => {
    const swap = requestWallet(openSwap, { base: 'STX', quote: 'sBTC' }, provider);
    await expect(swap).rejects.toBeInstanceOf(MethodNotSupportedError);
    await expect(swap).rejects.toThrow('The devnet wallet has no swap');
    const profile = requestWallet(stxUpdateProfile, { person: { name: 'Ada' } }, provider);
    await expect(profile).rejects.toBeInstanceOf(MethodNotSupportedError);
    await expect(profile).rejects.toThrow('the devnet has no BNS');
    expect(reviewed).toEqual([]);
  });
});

describe('devnet wallet: SIP-010 and SIP-009 transfers', () => {
  it('sends devnet-token for real, and a wrong post-condition aborts it', async () => {
    // wallet_1 wraps 5 STX into 5 000 000 base units of the token.
    const wrapped = await requestWallet(
      stxCallContract,
      {
        contract: TOKEN_CONTRACT,
        functionName: 'wrap',
        functionArgs: [serializeCV(Cl.uint(5_000_000))],
        postConditionMode: 'allow',
      },
      provider,
    );
    if (wrapped.status !== 'broadcast') throw new Error('expected a broadcast');
    await mine();
    expect((await api.tx(wrapped.txid)).tx_status).toBe('success');
    const senderBefore = await tokenBalance(wallet1.address);
    const recipientBefore = await tokenBalance(wallet2.address);
    expect(senderBefore).toBeGreaterThanOrEqual(5_000_000n);

    const exactly = (amount: number) =>
      postConditionToHex(
        Pc.principal(wallet1.address).willSendEq(amount).ft(TOKEN_CONTRACT, 'wstx'),
      );
    const sent = await requestWallet(
      stxTransferSip10Ft,
      {
        asset: TOKEN,
        recipient: wallet2.address,
        amount: '1234567',
        postConditions: [exactly(1_234_567)],
      },
      provider,
    );
    if (sent.status !== 'broadcast') throw new Error('expected a broadcast');
    // What the person approved (the dialog's words are checked in describe-devnet-stacks-request.test.ts).
    expect(reviewed.at(-1)?.request).toMatchObject({
      kind: 'transferSip10Ft',
      params: { asset: TOKEN, amount: '1234567', recipient: wallet2.address },
    });
    await mine();
    const tx = await api.tx(sent.txid);
    expect(tx).toMatchObject({ tx_status: 'success', sender_address: wallet1.address });
    expect(await tokenBalance(wallet1.address)).toBe(senderBefore - 1_234_567n);
    expect(await tokenBalance(wallet2.address)).toBe(recipientBefore + 1_234_567n);

    const wrong = await requestWallet(
      stxTransferSip10Ft,
      { asset: TOKEN, recipient: wallet2.address, amount: '1000', postConditions: [exactly(1)] },
      provider,
    );
    if (wrong.status !== 'broadcast') throw new Error('expected a broadcast');
    await mine();
    expect((await api.tx(wrong.txid)).tx_status).toBe('abort_by_post_condition');
    expect(await tokenBalance(wallet2.address)).toBe(recipientBefore + 1_234_567n);
  });

  it("sends an NFT as a call of its contract's transfer (id, sender, recipient), deny", async () => {
    const params = {
      asset: `${deployer.address}.some-nft::thing`,
      recipient: wallet2.address,
      assetId: serializeCV(Cl.uint(7)),
      postConditions: [],
    };
    expect(sip9TransferCall(params, wallet1)).toEqual({
      contract: `${deployer.address}.some-nft`,
      functionName: 'transfer',
      functionArgs: [
        serializeCV(Cl.uint(7)),
        serializeCV(Cl.principal(wallet1.address)),
        serializeCV(Cl.principal(wallet2.address)),
      ],
      postConditions: [],
      postConditionMode: 'deny',
    });
    decide = () => ({ approved: false });
    await expect(requestWallet(stxTransferSip9Nft, params, provider)).rejects.toThrow(
      'User rejected',
    );
    expect(reviewed[0]?.request).toMatchObject({ kind: 'transferSip9Nft', params });
  });
});

describe('devnet wallet: stx_signTransaction', () => {
  const unsignedTransfer = (publicKey: string, network: 'devnet' | 'mainnet' = 'devnet') =>
    makeUnsignedSTXTokenTransfer({
      recipient: wallet2.address,
      amount: 1000n,
      publicKey,
      network,
      fee: 300n,
      nonce: 0n,
    });

  it('signs for the chosen account and does not broadcast', async () => {
    const unsigned = await unsignedTransfer(wallet1.publicKey);
    const signed = await requestWallet(
      stxSignTransaction,
      { transaction: unsigned.serialize() },
      provider,
    );
    expect(signed.txHex).toBe(signed.transaction);
    const transaction = deserializeTransaction(signed.transaction);
    // verifyOrigin throws unless the origin's signature is valid for its key hash.
    expect(() => transaction.verifyOrigin()).not.toThrow();
    expect(transaction.auth.spendingCondition.signer).toBe(c32addressDecode(wallet1.address)[1]);
    expect(reviewed.map((pending) => pending.request.kind)).toEqual(['signTransaction']);

    // Not sent: the devnet has never heard of it.
    expect((await api.get(`/extended/v1/tx/${transaction.txid()}`)).status).toBe(404);
    const mempool = await api.get(`/extended/v1/tx/mempool?sender_address=${wallet1.address}`);
    expect(JSON.stringify(mempool.json)).not.toContain(transaction.txid());
  });

  it("refuses another key's or another network's transaction in words, before asking", async () => {
    const review = vi.fn();
    decide = review;
    const others = await unsignedTransfer(wallet2.publicKey);
    const other = requestWallet(stxSignTransaction, { transaction: others.serialize() }, provider);
    await expect(other).rejects.toBeInstanceOf(InvalidParamsError);
    await expect(other).rejects.toThrow(`origin is not wallet_1 (${wallet1.address})`);
    const mainnet = await unsignedTransfer(wallet1.publicKey, 'mainnet');
    await expect(
      requestWallet(stxSignTransaction, { transaction: mainnet.serialize() }, provider),
    ).rejects.toThrow('devnet transactions only');
    expect(review).not.toHaveBeenCalled();
  });
});
