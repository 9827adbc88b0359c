import { Cl, Pc, postConditionToHex, type PostCondition } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { STX_AMOUNT_MESSAGES } from '@/lib/micro-stx';
import { VALIDATION_MESSAGES } from '@/wallet/stacks-limits';
import {
  newPostConditionRow,
  readPostConditionRow,
  readPostConditionRows,
  type PostConditionRow,
} from './post-condition-rows';

const WALLET_1 = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';
const TOKEN = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.devnet-token';
const MAINNET = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';

const row = (fields: Partial<PostConditionRow>): PostConditionRow => ({
  ...newPostConditionRow('r1', fields.kind ?? 'stx', WALLET_1),
  ...fields,
});

/** The condition's wire bytes: what the wallet will sign, compared with stacks.js's own `Pc`. */
function hexOf(reading: ReturnType<typeof readPostConditionRow>): string {
  expect(reading.valid).toBe(true);
  if (!reading.valid) throw new Error('not valid');
  return postConditionToHex(reading.condition);
}
const pcHex = (condition: PostCondition) => postConditionToHex(condition);

describe('readPostConditionRow: STX', () => {
  it('reads every comparator as Pc writes it, the amount typed in STX', () => {
    const pc = Pc.principal(WALLET_1);
    const cases = [
      ['eq', pc.willSendEq(1_500_000).ustx()],
      ['gte', pc.willSendGte(1_500_000).ustx()],
      ['gt', pc.willSendGt(1_500_000).ustx()],
      ['lte', pc.willSendLte(1_500_000).ustx()],
      ['lt', pc.willSendLt(1_500_000).ustx()],
    ] as const;
    for (const [comparator, expected] of cases) {
      expect(hexOf(readPostConditionRow(row({ comparator, amount: '1.5' }), 'devnet'))).toBe(
        pcHex(expected),
      );
    }
  });

  it('takes a contract as the principal that sends', () => {
    const reading = readPostConditionRow(row({ principal: TOKEN, amount: '0' }), 'devnet');
    expect(hexOf(reading)).toBe(pcHex(Pc.principal(TOKEN).willSendEq(0).ustx()));
  });

  it('says what is wrong with the principal and the amount', () => {
    expect(readPostConditionRow(row({ principal: '', amount: '' }), 'devnet')).toEqual({
      valid: false,
      errors: { principal: 'Enter the address that sends', amount: STX_AMOUNT_MESSAGES.empty },
    });
    expect(readPostConditionRow(row({ principal: 'ST123', amount: '1,5' }), 'devnet')).toEqual({
      valid: false,
      errors: {
        principal: VALIDATION_MESSAGES.standardPrincipal,
        amount: STX_AMOUNT_MESSAGES.comma,
      },
    });
  });

  it('refuses an address of the other network', () => {
    expect(readPostConditionRow(row({ principal: MAINNET, amount: '1' }), 'devnet')).toEqual({
      valid: false,
      errors: { principal: 'This is a mainnet address; Satchel is on devnet' },
    });
    expect(readPostConditionRow(row({ amount: '1' }), 'mainnet')).toEqual({
      valid: false,
      errors: { principal: 'This is a testnet address; Satchel is on mainnet' },
    });
  });
});

describe('readPostConditionRow: fungible token', () => {
  const ft = (fields: Partial<PostConditionRow>) =>
    row({ kind: 'ft', asset: `${TOKEN}::wstx`, amount: '250', ...fields });

  it('reads the asset and the amount in base units', () => {
    expect(hexOf(readPostConditionRow(ft({ comparator: 'lte' }), 'devnet'))).toBe(
      pcHex(Pc.principal(WALLET_1).willSendLte(250).ft(TOKEN, 'wstx')),
    );
  });

  it('takes amounts up to 64 bits, not beyond', () => {
    expect(readPostConditionRow(ft({ amount: (2n ** 64n - 1n).toString() }), 'devnet').valid).toBe(
      true,
    );
    expect(readPostConditionRow(ft({ amount: (2n ** 64n).toString() }), 'devnet')).toEqual({
      valid: false,
      errors: { amount: 'Too large: a post-condition amount fits 64 bits' },
    });
  });

  it('refuses decimals, signs and an empty amount', () => {
    for (const amount of ['1.5', '-1', '1e6', ' ']) {
      const reading = readPostConditionRow(ft({ amount }), 'devnet');
      expect(reading.valid ? undefined : reading.errors.amount).toMatch(/base units/);
    }
  });

  it('says how to write the asset', () => {
    const assetError = (asset: string) => {
      const reading = readPostConditionRow(ft({ asset }), 'devnet');
      return reading.valid ? undefined : reading.errors.asset;
    };
    expect(assetError('')).toBe('Enter the asset as address.contract::asset-name');
    expect(assetError(TOKEN)).toBe(
      'Name the asset after the contract: address.contract::asset-name',
    );
    expect(assetError('ST1::wstx')).toBe(VALIDATION_MESSAGES.contractPrincipal);
    expect(assetError(`${TOKEN}::1wstx`)).toMatch(/Clarity name/);
    expect(assetError(`${MAINNET}.token::t`)).toBe(
      'This is a mainnet address; Satchel is on devnet',
    );
  });
});

describe('readPostConditionRow: NFT', () => {
  const nft = (fields: Partial<PostConditionRow>) =>
    row({ kind: 'nft', asset: `${TOKEN}::ticket`, assetId: 'u7', ...fields });

  it('reads sends and does not send, the id in Clarity syntax', () => {
    const pc = Pc.principal(WALLET_1);
    expect(hexOf(readPostConditionRow(nft({}), 'devnet'))).toBe(
      pcHex(pc.willSendAsset().nft(`${TOKEN}::ticket`, Cl.uint(7))),
    );
    expect(
      hexOf(readPostConditionRow(nft({ nftComparator: 'not-sent', assetId: '"gold"' }), 'devnet')),
    ).toBe(pcHex(pc.willNotSendAsset().nft(`${TOKEN}::ticket`, Cl.stringAscii('gold'))));
  });

  it('says what is wrong with the id', () => {
    const idError = (assetId: string) => {
      const reading = readPostConditionRow(nft({ assetId }), 'devnet');
      return reading.valid ? undefined : reading.errors.assetId;
    };
    expect(idError('')).toBe('Enter the NFT’s id in Clarity syntax, like u1');
    expect(idError('(u1')).toEqual(expect.any(String));
  });
});

describe('readPostConditionRows', () => {
  it('gives every condition when each row is one, none when there are no rows', () => {
    expect(readPostConditionRows([], 'devnet')).toEqual({ valid: true, conditions: [] });
    const reading = readPostConditionRows(
      [
        row({ id: 'a', amount: '1' }),
        row({ id: 'b', kind: 'ft', asset: `${TOKEN}::wstx`, amount: '3' }),
      ],
      'devnet',
    );
    expect(reading.valid && reading.conditions.map((c) => c.type)).toEqual([
      'stx-postcondition',
      'ft-postcondition',
    ]);
  });

  it('keys each wrong row’s messages by its id', () => {
    expect(
      readPostConditionRows(
        [row({ id: 'a', amount: '1' }), row({ id: 'b', amount: '' })],
        'devnet',
      ),
    ).toEqual({ valid: false, errors: { b: { amount: STX_AMOUNT_MESSAGES.empty } } });
  });
});
