import { base64, hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { btcNativeSegwitEntry, btcTaprootEntry } from '@/mocks/fixtures/wallet-addresses';
import { FIXTURE_PSBT_HEX, FIXTURE_SIGNED_PSBT_HEX } from '@/mocks/fixtures/wallet-responses';
import { JSON_RPC_ERROR_CODES } from './errors';
import {
  fromSatsConnectSignPsbt,
  toSatsConnectSendTransfer,
  toSatsConnectSignPsbt,
  UntranslatableRequest,
} from './xverse-bitcoin-requests';

const RECIPIENT = 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3';

/** A PSBT whose input names only its outpoint: no witnessUtxo, so no address to read. */
function psbtWithoutItsUtxo(): string {
  const tx = new Transaction();
  tx.addInput({ txid: new Uint8Array(32).fill(1), index: 0 });
  tx.addOutputAddress(RECIPIENT, 1_000n);
  return hex.encode(tx.toPSBT());
}

describe('toSatsConnectSendTransfer', () => {
  it('makes one recipient a list, amounts numbers, and leaves out the network', () => {
    expect(
      toSatsConnectSendTransfer({ address: RECIPIENT, amount: '120000', network: 'mainnet' }),
    ).toEqual({ recipients: [{ address: RECIPIENT, amount: 120_000 }] });
  });

  it('keeps every recipient of a list, the largest possible amount exact', () => {
    expect(
      toSatsConnectSendTransfer({
        recipients: [
          { address: RECIPIENT, amount: '2100000000000000' },
          { address: btcNativeSegwitEntry.address, amount: '546' },
        ],
        network: 'mainnet',
        account: 0,
      }),
    ).toEqual({
      recipients: [
        { address: RECIPIENT, amount: 2_100_000_000_000_000 },
        { address: btcNativeSegwitEntry.address, amount: 546 },
      ],
    });
  });
});

describe('toSatsConnectSignPsbt', () => {
  const base64Psbt = base64.encode(hex.decode(FIXTURE_PSBT_HEX));

  it('sends the PSBT in base64 with each input to sign under the address it spends from', async () => {
    await expect(
      toSatsConnectSignPsbt({
        hex: FIXTURE_PSBT_HEX,
        signAtIndex: [0, 1],
        broadcast: false,
        network: 'mainnet',
      }),
    ).resolves.toEqual({
      psbt: base64Psbt,
      signInputs: { [btcNativeSegwitEntry.address]: [0], [btcTaprootEntry.address]: [1] },
      broadcast: false,
    });
  });

  it('takes a single index, and leaves the choice to the wallet when none is given', async () => {
    await expect(
      toSatsConnectSignPsbt({ hex: FIXTURE_PSBT_HEX, signAtIndex: 1, network: 'mainnet' }),
    ).resolves.toEqual({ psbt: base64Psbt, signInputs: { [btcTaprootEntry.address]: [1] } });
    await expect(
      toSatsConnectSignPsbt({ hex: FIXTURE_PSBT_HEX, network: 'mainnet' }),
    ).resolves.toEqual({ psbt: base64Psbt });
  });

  it('reads the addresses on the request’s network (testnet’s tb1…)', async () => {
    const request = await toSatsConnectSignPsbt({
      hex: FIXTURE_PSBT_HEX,
      signAtIndex: [0],
      network: 'testnet',
    });
    expect(Object.keys((request as { signInputs: object }).signInputs)).toEqual([
      expect.stringMatching(/^tb1q/),
    ]);
  });

  it.each([
    ['without a network', { hex: FIXTURE_PSBT_HEX, signAtIndex: [0] }, 'know the network'],
    [
      'an input the PSBT does not have',
      { hex: FIXTURE_PSBT_HEX, signAtIndex: [2], network: 'mainnet' },
      'The PSBT has no input 2.',
    ],
    [
      'an input that does not carry the output it spends',
      { hex: psbtWithoutItsUtxo(), signAtIndex: [0], network: 'mainnet' },
      'Input 0 does not say which address it spends from',
    ],
    ['what is not a PSBT', { hex: 'deadbeef', network: 'mainnet' }, 'not a PSBT'],
  ])('refuses %s in words, as invalid parameters', async (_, params, words) => {
    const refusal = await toSatsConnectSignPsbt(params).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UntranslatableRequest);
    const { error } = (refusal as UntranslatableRequest).response;
    expect(error.code).toBe(JSON_RPC_ERROR_CODES.invalidParams);
    expect(error.message).toContain(words);
  });
});

describe('fromSatsConnectSignPsbt', () => {
  it('reads the signed PSBT from base64 into the spec’s hex, keeping the txid', () => {
    const psbt = base64.encode(hex.decode(FIXTURE_SIGNED_PSBT_HEX));
    expect(
      fromSatsConnectSignPsbt({ jsonrpc: '2.0', id: '1', result: { psbt, txid: 'ab'.repeat(32) } }),
    ).toEqual({
      jsonrpc: '2.0',
      id: '1',
      result: { hex: FIXTURE_SIGNED_PSBT_HEX, txid: 'ab'.repeat(32) },
    });
  });

  it.each([
    ['an error', { jsonrpc: '2.0', id: '1', error: { code: -32000, message: 'no' } }],
    [
      'an answer in hex already',
      { jsonrpc: '2.0', id: '1', result: { hex: '70736274ff', psbt: 'x' } },
    ],
    ['a psbt that is not base64', { jsonrpc: '2.0', id: '1', result: { psbt: '%%%' } }],
  ])('leaves %s for the client to judge', (_, response) => {
    expect(fromSatsConnectSignPsbt(response)).toBe(response);
  });
});
