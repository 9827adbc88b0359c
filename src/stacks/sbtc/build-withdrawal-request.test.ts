import { Cl, Pc } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { buildWithdrawalRequest } from './build-withdrawal-request';
import { sbtcContracts } from './sbtc-contracts';

const SENDER = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';
/** BIP-84's first test vector: hash160 c0ce…9c70 of its key. */
const BC1Q = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const contracts = sbtcContracts('mainnet');

describe('buildWithdrawalRequest', () => {
  it('initiate-withdrawal-request (amount, {version, hashbytes}, max-fee); the sender sends at most amount + max fee of sBTC', () => {
    const request = buildWithdrawalRequest({
      network: 'mainnet',
      contracts,
      sender: SENDER,
      amountSats: 100_000n,
      maxFeeSats: 3_000n,
      btcAddress: ` ${BC1Q} `,
    });
    expect(request).toEqual({
      contract: 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-withdrawal',
      functionName: 'initiate-withdrawal-request',
      functionArgs: [
        Cl.uint(100_000n),
        Cl.tuple({
          version: Cl.bufferFromHex('04'),
          hashbytes: Cl.bufferFromHex('c0cebcd6c3d3ca8c75dc5ec62ebe55330ef910e2'),
        }),
        Cl.uint(3_000n),
      ],
      postConditions: [
        Pc.principal(SENDER)
          .willSendLte(103_000n)
          .ft('SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token', 'sbtc-token'),
      ],
      postConditionMode: 'deny',
    });
  });

  it('refuses the dust limit and an address of another network', () => {
    const base = { network: 'mainnet' as const, contracts, sender: SENDER, maxFeeSats: 1n };
    expect(() => buildWithdrawalRequest({ ...base, amountSats: 546n, btcAddress: BC1Q })).toThrow(
      /dust limit of 546 sats/,
    );
    expect(() =>
      buildWithdrawalRequest({
        ...base,
        amountSats: 10_000n,
        btcAddress: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      }),
    ).toThrow(RangeError);
  });
});
