// Node, not jsdom: @stacks/transactions builds the transaction below (jsdom's TextEncoder: src/test/setup.ts).
import {
  Cl,
  makeUnsignedContractCall,
  Pc,
  postConditionToHex,
  serializeCV,
} from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { walletAccounts } from '#common/devnet-accounts.mjs';
import { describeDevnetRequest } from './describe-devnet-request';

const [deployer, wallet1, wallet2] = walletAccounts;
if (!deployer || !wallet1 || !wallet2) throw new Error('devnet accounts missing');
const TOKEN_CONTRACT = `${deployer.address}.devnet-token` as const;
const TOKEN = `${TOKEN_CONTRACT}::wstx`;

describe('describeDevnetRequest for the tools', () => {
  it('shows a token transfer: token, base units, recipient, post-conditions in words', () => {
    const condition = postConditionToHex(
      Pc.principal(wallet1.address).willSendEq(1234).ft(TOKEN_CONTRACT, 'wstx'),
    );
    const summary = describeDevnetRequest(
      {
        kind: 'transferSip10Ft',
        params: {
          asset: TOKEN,
          recipient: wallet2.address,
          amount: '1234',
          postConditions: [condition],
        },
      },
      wallet1,
    );
    expect(summary.title).toBe('Send tokens');
    expect(summary.details).toEqual([
      { label: 'Account', value: `wallet_1\n${wallet1.address}` },
      { label: 'Token', value: TOKEN },
      { label: 'Amount', value: '1234 (base units)' },
      { label: 'Recipient', value: wallet2.address },
      { label: 'Call', value: `${TOKEN_CONTRACT} transfer` },
      { label: 'Post-condition mode', value: 'deny' },
      {
        label: 'Post-conditions',
        value: `${wallet1.address} sends exactly 1234 (base units) of ${TOKEN}`,
      },
      { label: 'Fee', value: 'Estimated by the devnet' },
    ]);
  });

  it("prints an NFT's id, then to whom and the contract's transfer it calls", () => {
    const summary = describeDevnetRequest(
      {
        kind: 'transferSip9Nft',
        params: {
          asset: `${deployer.address}.devnet-nft::token`,
          recipient: wallet2.address,
          assetId: serializeCV(Cl.uint(3)),
        },
      },
      wallet1,
    );
    expect(summary.title).toBe('Send an NFT');
    expect(summary.details).toEqual([
      { label: 'Account', value: `wallet_1\n${wallet1.address}` },
      { label: 'NFT', value: `${deployer.address}.devnet-nft::token` },
      { label: 'ID', value: 'u3' },
      { label: 'Recipient', value: wallet2.address },
      { label: 'Call', value: `${deployer.address}.devnet-nft transfer` },
      { label: 'Post-condition mode', value: 'deny' },
      { label: 'Post-conditions', value: 'None' },
      { label: 'Fee', value: 'Estimated by the devnet' },
    ]);
  });

  it('decodes a transaction to sign and says it is not broadcast', async () => {
    const transaction = await makeUnsignedContractCall({
      contractAddress: deployer.address,
      contractName: 'devnet-token',
      functionName: 'wrap',
      functionArgs: [Cl.uint(1_000_000)],
      publicKey: wallet1.publicKey,
      network: 'devnet',
      fee: 500n,
      nonce: 4n,
      postConditionMode: 'allow',
      validateWithAbi: false,
    });
    const summary = describeDevnetRequest(
      { kind: 'signTransaction', params: { transaction: transaction.serialize() } },
      wallet1,
    );
    expect(summary).toMatchObject({ title: 'Sign a transaction', approveLabel: 'Sign' });
    expect(summary.details).toEqual(
      expect.arrayContaining([
        { label: 'Transaction', value: 'Contract call' },
        { label: 'Contract', value: TOKEN_CONTRACT },
        { label: 'Function', value: 'wrap' },
        { label: 'Arguments', value: 'u1000000' },
        { label: 'Nonce', value: '4' },
        { label: 'Fee', value: '0.0005 STX (500 µSTX)' },
        { label: 'Post-condition mode', value: 'allow' },
        { label: 'Broadcast', value: 'No: the signed transaction goes back to the page, unsent' },
      ]),
    );
  });
});
