// The devnet wallet's Bitcoin methods through its provider, as the app calls them: no chain is
// needed (nothing Bitcoin is broadcast). Node, not jsdom: btc-signer refuses jsdom's Uint8Arrays.
import { hex } from '@scure/base';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import { pubECDSA } from '@scure/btc-signer/utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BITCOIN_NETWORK_PARAMS } from '@/lib/bitcoin-address';
import { InvalidParamsError, MethodNotSupportedError } from '@/wallet/errors';
import { getAddresses } from '@/wallet/methods/get-addresses';
import { getInfo } from '@/wallet/methods/get-info';
import { sendTransfer } from '@/wallet/methods/send-transfer';
import { signMessage } from '@/wallet/methods/sign-message';
import { signPsbt } from '@/wallet/methods/sign-psbt';
import { requestWallet } from '@/wallet/wallet-client';
import { describeDevnetRequest } from './describe-devnet-request';
import { devnetBitcoinKeys } from './devnet-bitcoin-signer';
import { NO_BITCOIN_CHAIN } from './devnet-bitcoin-requests';
import type { PendingReview, ReviewDecision } from './devnet-review-queue';
import { walletAccounts } from '#common/devnet-accounts.mjs';
import { createDevnetWalletProvider } from './devnet-wallet-provider';

const [deployer] = walletAccounts;
if (!deployer) throw new Error('devnet accounts missing');
const keys = devnetBitcoinKeys(deployer);
const reviewed: PendingReview[] = [];
const review = vi.fn((pending: PendingReview): Promise<ReviewDecision> => {
  reviewed.push(pending);
  return Promise.resolve({ approved: true, account: pending.account });
});
const provider = createDevnetWalletProvider({
  accounts: walletAccounts,
  apiUrl: 'http://localhost:3999',
  review,
});

beforeEach(() => {
  reviewed.length = 0;
  review.mockClear();
});

function psbtFrom(script: Uint8Array): string {
  const tx = new Transaction();
  tx.addInput({
    txid: new Uint8Array(32).fill(4),
    index: 0,
    witnessUtxo: { script, amount: 20_000n },
  });
  tx.addOutputAddress(keys.p2tr.address, 19_000n, BITCOIN_NETWORK_PARAMS.regtest);
  return hex.encode(tx.toPSBT());
}

describe('devnet wallet, Bitcoin side', () => {
  it('getAddresses gives the p2wpkh and p2tr addresses beside the Stacks one', async () => {
    const { addresses } = await requestWallet(getAddresses, undefined, provider);
    expect(
      addresses.map((entry) => [entry.symbol, 'type' in entry ? entry.type : '', entry.address]),
    ).toEqual([
      ['BTC', 'p2wpkh', keys.p2wpkh.address],
      ['BTC', 'p2tr', keys.p2tr.address],
      ['STX', '', deployer.address],
    ]);
  });

  it('getInfo lists signMessage and signPsbt, not sendTransfer', async () => {
    const { supportedMethods } = await requestWallet(getInfo, undefined, provider);
    expect(supportedMethods).toEqual(expect.arrayContaining(['signMessage', 'signPsbt']));
    expect(supportedMethods).not.toContain('sendTransfer');
  });

  it('signMessage is reviewed with the message, and answers what the app’s schema accepts', async () => {
    const answer = await requestWallet(
      signMessage,
      { message: 'gm', paymentType: 'p2tr', network: 'devnet' },
      provider,
    );
    expect(answer.address).toBe(keys.p2tr.address);
    const [pending] = reviewed;
    expect(pending && describeDevnetRequest(pending.request, pending.account)).toMatchObject({
      title: 'Sign a Bitcoin message',
      details: expect.arrayContaining([
        { label: 'Message', value: 'gm' },
        { label: 'Signature', value: 'BIP-322 (simple)' },
      ]) as unknown,
    });
  });

  it('signPsbt is reviewed with the inputs and outputs decoded, and signs', async () => {
    const answer = await requestWallet(
      signPsbt,
      { hex: psbtFrom(keys.p2wpkh.script), signAtIndex: [0], network: 'devnet' },
      provider,
    );
    const signed = Transaction.fromPSBT(hex.decode(answer.hex));
    signed.finalize();
    expect(signed.isFinal).toBe(true);
    const [pending] = reviewed;
    const summary = pending && describeDevnetRequest(pending.request, pending.account);
    expect(summary?.title).toBe('Sign a PSBT');
    expect(summary?.details.find((d) => d.label === 'Inputs')?.value).toContain(
      `Sign #0: ${'04'.repeat(32)}:0, 0.0002 BTC (20,000 sats), ${keys.p2wpkh.address}`,
    );
    expect(summary?.details.find((d) => d.label === 'Fee')?.value).toBe('0.00001 BTC (1,000 sats)');
  });

  it('refuses, before any review, a PSBT input that is not the account’s and broadcasting', async () => {
    const stranger = p2wpkh(pubECDSA(new Uint8Array(32).fill(5)), BITCOIN_NETWORK_PARAMS.regtest);
    await expect(
      requestWallet(signPsbt, { hex: psbtFrom(stranger.script) }, provider),
    ).rejects.toThrow(InvalidParamsError);
    await expect(
      requestWallet(signPsbt, { hex: psbtFrom(keys.p2wpkh.script), broadcast: true }, provider),
    ).rejects.toThrow(NO_BITCOIN_CHAIN.broadcast);
    expect(review).not.toHaveBeenCalled();
  });

  it('refuses sendTransfer with 4002 and the reason in words', async () => {
    const refusal = requestWallet(
      sendTransfer,
      { address: keys.p2tr.address, amount: '1000', network: 'devnet' },
      provider,
    );
    await expect(refusal).rejects.toThrow(MethodNotSupportedError);
    await expect(refusal).rejects.toThrow(NO_BITCOIN_CHAIN.sendTransfer);
    expect(review).not.toHaveBeenCalled();
  });
});
