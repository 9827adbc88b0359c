import { describe, expect, it } from 'vitest';
import { AMOUNT_BUCKETS } from './event-properties';
import { findIdentifyingValue } from './identifying-values';

const STACKS_MAINNET = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';
const STACKS_TESTNET = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';
const STACKS_MULTISIG = 'SM2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKQVX8X0G';
const CONTRACT = `${STACKS_MAINNET}.stacking-dao-core-v5`;
const TXID = 'a3c5f2e1b4d697881234567890abcdef0123456789abcdef0123456789abcdef';

describe('findIdentifyingValue refuses', () => {
  it.each([
    ['a Stacks mainnet address', STACKS_MAINNET],
    ['a Stacks testnet address', STACKS_TESTNET],
    ['a Stacks multisig address', STACKS_MULTISIG],
    ['a contract principal', CONTRACT],
    ['a lowercased Stacks address', STACKS_MAINNET.toLowerCase()],
    ['an address inside a path', `/staking/manager/${STACKS_MAINNET}`],
  ])('%s', (_, value) => {
    expect(findIdentifyingValue(value, 'properties.x')).toBe(
      'properties.x looks like a Stacks address',
    );
  });

  it.each([
    ['native segwit', 'bc1q530dz4h80kwcsmddxgg7g5hkwgd5ltmrp9rhwz'],
    ['taproot', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
    ['testnet segwit', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
    ['regtest segwit', 'bcrt1qs758ursh4q9z627kt3pp5yysm78ddny6txaqgw'],
    ['legacy', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['script', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['testnet legacy', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'],
    ['in a referrer', 'https://mempool.space/address/bc1q530dz4h80kwcsmddxgg7g5hkwgd5ltmrp9rhwz'],
  ])('a Bitcoin %s address', (_, value) => {
    expect(findIdentifyingValue(value)).toBe('value looks like a Bitcoin address');
  });

  it.each([
    ['bare', TXID],
    ['with 0x', `0x${TXID}`],
    ['upper case', TXID.toUpperCase()],
    ['in a URL', `https://explorer.hiro.so/txid/0x${TXID}?chain=mainnet`],
  ])('a txid, %s', (_, value) => {
    expect(findIdentifyingValue(value)).toBe('value looks like a transaction id');
  });

  it.each([
    ['a number of STX', 25.5],
    ['a large whole number', 1000],
    ['a small whole number (no event carries a number)', 12],
    ['zero', 0],
    ['a negative number', -1],
    ['a bigint', 5_000_000n],
    ['a number as text', '1000'],
    ['a decimal as text', '0.5'],
    ['grouped digits', '1,000.25'],
  ])('an exact amount: %s', (_, value) => {
    expect(findIdentifyingValue(value)).toBe('value looks like an exact amount');
  });

  it('looks inside objects and arrays, and names the place, never the value', () => {
    const problem = findIdentifyingValue(
      { properties: { pool: 'fast-pool', recipients: ['ok', STACKS_MAINNET] } },
      'track',
    );
    expect(problem).toBe('track.properties.recipients.1 looks like a Stacks address');
    expect(problem).not.toContain(STACKS_MAINNET);
  });

  it('checks keys as well as values', () => {
    expect(findIdentifyingValue({ [TXID]: true })).toBe(
      'a key in value looks like a transaction id',
    );
  });

  it('refuses what nests too deep to check', () => {
    expect(findIdentifyingValue({ a: { b: { c: { d: { e: 'fine' } } } } })).toBe(
      'value.a.b.c.d nests too deep to check',
    );
  });
});

describe('findIdentifyingValue lets through', () => {
  it.each([
    ...AMOUNT_BUCKETS,
    'fast-pool',
    'stacking-dao',
    'own-manager',
    'user_rejected',
    'InvalidWalletResponseError',
    'explorer.hiro.so',
    'chromewebstore.google.com',
    '/staking/pool/fast-pool-max500',
    'http://127.0.0.1:4174/staking/position',
    'Satchel — staking for Stacks wallet holders',
    '',
  ])('%j', (value) => {
    expect(findIdentifyingValue(value)).toBeUndefined();
  });

  it.each([true, false, null, undefined])('%s', (value) => {
    expect(findIdentifyingValue(value)).toBeUndefined();
  });

  it('the events the app sends', () => {
    expect(
      findIdentifyingValue({
        properties: { pool: 'planbetter', amount_bucket: '100-1k' },
        page: { path: '/staking', url: 'https://satchel.example/staking', search: '' },
      }),
    ).toBeUndefined();
  });
});
