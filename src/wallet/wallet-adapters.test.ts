import { base64, hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { btcNativeSegwitEntry } from '@/mocks/fixtures/wallet-addresses';
import { FIXTURE_PSBT_HEX, FIXTURE_SIGNED_PSBT_HEX } from '@/mocks/fixtures/wallet-responses';
import { sendTransfer } from './methods/send-transfer';
import { signPsbt } from './methods/sign-psbt';
import { getAddresses } from './methods/get-addresses';
import { stxTransferStx } from './methods/stx-transfer-stx';
import { UserRejectedError, MethodNotSupportedError, ServerError } from './errors';
import { adaptProvider } from './wallet-adapters';
import { requestWallet } from './wallet-client';

const STX = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';

/** An Xverse-shaped provider (sats-connect): resolves with the whole JSON-RPC response. */
function xverseLike(answer: unknown) {
  const calls: { method: string; params: unknown }[] = [];
  return {
    calls,
    provider: {
      request(method: string, params?: unknown) {
        calls.push({ method, params });
        return Promise.resolve(answer);
      },
    },
  };
}

describe('adaptProvider', () => {
  it('asks Xverse with wallet_connect and reads its addresses as the spec’s', async () => {
    const { calls, provider } = xverseLike({
      jsonrpc: '2.0',
      id: '1',
      result: {
        id: 'x',
        walletType: 'software',
        addresses: [
          { address: STX, publicKey: '02ab', purpose: 'stacks', addressType: 'stacks' },
          { address: 'bc1qexample', publicKey: '03cd', purpose: 'payment', addressType: 'p2wsh' },
          { address: 'sp1spark', publicKey: '', purpose: 'spark', addressType: 'spark' },
        ],
      },
    });
    const result = await requestWallet(getAddresses, undefined, adaptProvider('xverse', provider));
    expect(calls.map((call) => call.method)).toEqual(['wallet_connect']);
    expect(result.addresses).toEqual([{ symbol: 'STX', address: STX, publicKey: '02ab' }]);
  });

  it.each([
    [-32000, UserRejectedError],
    [-32001, MethodNotSupportedError],
  ])('maps Xverse’s %i to the spec’s class', async (code, ErrorClass) => {
    const { provider } = xverseLike({ jsonrpc: '2.0', id: '1', error: { code, message: 'no' } });
    await expect(
      requestWallet(getAddresses, undefined, adaptProvider('xverse', provider)),
    ).rejects.toBeInstanceOf(ErrorClass);
  });

  it('keeps the spec’s meaning of -32000 for Leather and for Fordefi (undocumented codes)', async () => {
    for (const family of ['leather', 'fordefi'] as const) {
      const { provider } = xverseLike({
        jsonrpc: '2.0',
        id: '1',
        error: { code: -32000, message: 'x' },
      });
      await expect(
        requestWallet(getAddresses, undefined, adaptProvider(family, provider)),
      ).rejects.toBeInstanceOf(ServerError);
    }
  });

  it('reads Fordefi’s txId as the spec’s txid (@stacks/connect 8.2.7’s result override)', async () => {
    const txid = 'ab'.repeat(32);
    const { calls, provider } = xverseLike({
      jsonrpc: '2.0',
      id: '1',
      result: { txId: txid, transaction: '00aa' },
    });
    const params = { recipient: STX, amount: '1000' };
    const result = await requestWallet(stxTransferStx, params, adaptProvider('fordefi', provider));
    expect(calls).toEqual([{ method: 'stx_transferStx', params }]);
    expect(result).toMatchObject({ txid, transaction: '00aa' });
  });

  it('keeps a txid that is there, and renames nothing for other families', async () => {
    const txid = 'ab'.repeat(32);
    const answer = { jsonrpc: '2.0', id: '1', result: { txid, txId: 'other', transaction: '00' } };
    const fordefi = xverseLike(answer).provider;
    await expect(adaptProvider('fordefi', fordefi).request('stx_transferStx', {})).resolves.toEqual(
      answer,
    );
    const asignaAnswer = { jsonrpc: '2.0', id: '1', result: { txId: txid, transaction: '00' } };
    const asigna = xverseLike(asignaAnswer).provider;
    await expect(adaptProvider('asigna', asigna).request('stx_transferStx', {})).resolves.toEqual(
      asignaAnswer,
    );
  });

  it.each(['xverse', 'fordefi'] as const)(
    'sends %s sendTransfer and signPsbt in sats-connect’s shapes and reads its answers',
    async (family) => {
      const txid = 'cd'.repeat(32);
      const transfer = xverseLike({ jsonrpc: '2.0', id: '1', result: { txid } });
      await expect(
        requestWallet(
          sendTransfer,
          { address: btcNativeSegwitEntry.address, amount: '5000', network: 'mainnet' },
          adaptProvider(family, transfer.provider),
        ),
      ).resolves.toEqual({ status: 'broadcast', txid });
      expect(transfer.calls).toEqual([
        {
          method: 'sendTransfer',
          params: { recipients: [{ address: btcNativeSegwitEntry.address, amount: 5000 }] },
        },
      ]);

      const signed = base64.encode(hex.decode(FIXTURE_SIGNED_PSBT_HEX));
      const signing = xverseLike({ jsonrpc: '2.0', id: '2', result: { psbt: signed } });
      await expect(
        requestWallet(
          signPsbt,
          { hex: FIXTURE_PSBT_HEX, signAtIndex: [0], network: 'mainnet' },
          adaptProvider(family, signing.provider),
        ),
      ).resolves.toEqual({ hex: FIXTURE_SIGNED_PSBT_HEX });
      expect(signing.calls).toEqual([
        {
          method: 'signPsbt',
          params: {
            psbt: base64.encode(hex.decode(FIXTURE_PSBT_HEX)),
            signInputs: { [btcNativeSegwitEntry.address]: [0] },
          },
        },
      ]);
    },
  );

  it('refuses a PSBT it cannot ask Xverse to sign, in words, without asking the wallet', async () => {
    const { calls, provider } = xverseLike({});
    await expect(
      requestWallet(
        signPsbt,
        { hex: FIXTURE_PSBT_HEX, signAtIndex: [0] },
        adaptProvider('xverse', provider),
      ),
    ).rejects.toThrow('This wallet needs to know the network to sign a PSBT');
    expect(calls).toEqual([]);
  });

  it('passes Leather through untouched', () => {
    const { provider } = xverseLike({});
    expect(adaptProvider('leather', provider)).toBe(provider);
  });
});
