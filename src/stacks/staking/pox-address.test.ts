import { describe, expect, it } from 'vitest';
import { btcAddressFromPublicKey, hash160 } from '@/lib/bitcoin-address';
import { parseBtcRewardAddress, poxAddressHex, type RewardAddressCheck } from './pox-address';

// Expected hashes come from the BIPs' and the Bitcoin wiki's examples, or were computed with
// Node's crypto (sha256d checksum, ripemd160) outside the code under test; the base58 payloads
// are read again below with a decoder of our own.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
function base58Payload(address: string): { version: number; hash: string } {
  let n = 0n;
  for (const char of address) n = n * 58n + BigInt(ALPHABET.indexOf(char));
  const hex = n.toString(16).padStart(50, '0'); // 1 version byte, 20 hash bytes, 4 checksum bytes
  return { version: parseInt(hex.slice(0, 2), 16), hash: hex.slice(2, 42) };
}
const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));

function expectValid(
  check: RewardAddressCheck,
  type: string,
  version: string,
  hashbytes: string,
): void {
  expect(check.valid).toBe(true);
  if (!check.valid) return;
  expect(check.type).toBe(type);
  expect(poxAddressHex(check.poxAddress)).toEqual({ version, hashbytes });
}

// BIP-173 / BIP-350 examples.
const BIP173_P2WPKH = 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4';
const BIP173_P2WPKH_HASH = '751e76e8199196d454941c45d1b3a323f1433bd6';
const BIP173_P2WSH_TESTNET = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7';
const BIP173_P2WSH_HASH = '1863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262';
const BIP173_P2WSH_MAINNET = 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3';
const BIP350_P2TR = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0';
const BIP350_P2TR_HASH = '79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798';
const BIP350_P2TR_TESTNET = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';
const BIP350_P2TR_TESTNET_HASH = '000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433';
// The genesis block's address and the Bitcoin wiki's worked example.
const GENESIS = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
const GENESIS_HASH = '62e907b15cbf27d5425399ebf6f0fb50ebb88f18';
const WIKI_PUBKEY = '0250863ad64a87ae8a2fe83c1af1a8403cb53f53e486d8511dad8a04887e5b2352';
const WIKI_P2PKH = '1PMycacnJaSqwwJqjawXBErnLsZ7RkXUAs';
const WIKI_HASH = 'f54a5851e9372b87810a8e60cdd2e7cfd80b6e31';
const P2SH_MAINNET = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
const P2SH_MAINNET_HASH = 'b472a266d0bd89c13706a4132ccfb16f7c3b9fcb';
const P2PKH_TESTNET = 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn';
const P2PKH_TESTNET_HASH = '243f1394f44554f4ce3fd68649c19adc483ce924';
const P2SH_TESTNET = '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc';
const P2SH_TESTNET_HASH = '4e9f39ca4688ff102128ea4ccda34105324305b0';

describe('parseBtcRewardAddress: each address type', () => {
  it('p2pkh (1…) → version 0x00 and the public-key hash', () => {
    expect(base58Payload(GENESIS)).toEqual({ version: 0, hash: GENESIS_HASH });
    expectValid(parseBtcRewardAddress(GENESIS, 'mainnet'), 'p2pkh', '00', GENESIS_HASH);
    expect(base58Payload(WIKI_P2PKH)).toEqual({ version: 0, hash: WIKI_HASH });
    expectValid(parseBtcRewardAddress(WIKI_P2PKH, 'mainnet'), 'p2pkh', '00', WIKI_HASH);
  });

  it('p2sh (3…) → version 0x01', () => {
    expect(base58Payload(P2SH_MAINNET)).toEqual({ version: 0x05, hash: P2SH_MAINNET_HASH });
    expectValid(parseBtcRewardAddress(P2SH_MAINNET, 'mainnet'), 'p2sh', '01', P2SH_MAINNET_HASH);
  });

  it('p2wpkh (bc1q…, 20 bytes) → version 0x04, upper case accepted', () => {
    expectValid(
      parseBtcRewardAddress(BIP173_P2WPKH, 'mainnet'),
      'p2wpkh',
      '04',
      BIP173_P2WPKH_HASH,
    );
    expectValid(
      parseBtcRewardAddress(BIP173_P2WPKH.toLowerCase(), 'mainnet'),
      'p2wpkh',
      '04',
      BIP173_P2WPKH_HASH,
    );
  });

  it('p2wsh (bc1q…/tb1q…, 32 bytes) → version 0x05', () => {
    expectValid(
      parseBtcRewardAddress(BIP173_P2WSH_MAINNET, 'mainnet'),
      'p2wsh',
      '05',
      BIP173_P2WSH_HASH,
    );
    expectValid(
      parseBtcRewardAddress(BIP173_P2WSH_TESTNET, 'testnet'),
      'p2wsh',
      '05',
      BIP173_P2WSH_HASH,
    );
  });

  it('p2tr (bc1p…/tb1p…, bech32m) → version 0x06', () => {
    expectValid(parseBtcRewardAddress(BIP350_P2TR, 'mainnet'), 'p2tr', '06', BIP350_P2TR_HASH);
    expectValid(
      parseBtcRewardAddress(BIP350_P2TR_TESTNET, 'testnet'),
      'p2tr',
      '06',
      BIP350_P2TR_TESTNET_HASH,
    );
  });

  it('testnet base58: m…/n… p2pkh (0x6f) and 2… p2sh (0xc4)', () => {
    expect(base58Payload(P2PKH_TESTNET)).toEqual({ version: 0x6f, hash: P2PKH_TESTNET_HASH });
    expectValid(parseBtcRewardAddress(P2PKH_TESTNET, 'testnet'), 'p2pkh', '00', P2PKH_TESTNET_HASH);
    expect(base58Payload(P2SH_TESTNET)).toEqual({ version: 0xc4, hash: P2SH_TESTNET_HASH });
    expectValid(parseBtcRewardAddress(P2SH_TESTNET, 'testnet'), 'p2sh', '01', P2SH_TESTNET_HASH);
  });

  it('devnet takes regtest bcrt1… and the testnet forms', () => {
    const regtest = btcAddressFromPublicKey(WIKI_PUBKEY, 'devnet');
    expect(regtest.startsWith('bcrt1q')).toBe(true);
    expectValid(parseBtcRewardAddress(regtest, 'devnet'), 'p2wpkh', '04', WIKI_HASH);
    expectValid(
      parseBtcRewardAddress(BIP350_P2TR_TESTNET, 'devnet'),
      'p2tr',
      '06',
      BIP350_P2TR_TESTNET_HASH,
    );
    expect(parseBtcRewardAddress(P2PKH_TESTNET, 'devnet').valid).toBe(true);
    expect(parseBtcRewardAddress(P2SH_TESTNET, 'devnet').valid).toBe(true);
  });
});

describe('parseBtcRewardAddress: refusals in words', () => {
  it.each([
    [GENESIS, 'testnet', 'This is a mainnet Bitcoin address; the selected network is testnet.'],
    [BIP350_P2TR, 'devnet', 'This is a mainnet Bitcoin address; the selected network is devnet.'],
    [P2SH_MAINNET, 'devnet', 'This is a mainnet Bitcoin address; the selected network is devnet.'],
    [
      BIP173_P2WSH_TESTNET,
      'mainnet',
      'This is a testnet Bitcoin address; the selected network is mainnet.',
    ],
    [
      P2PKH_TESTNET,
      'mainnet',
      'This is a testnet Bitcoin address; the selected network is mainnet.',
    ],
    [
      P2SH_TESTNET,
      'mainnet',
      'This is a testnet Bitcoin address; the selected network is mainnet.',
    ],
  ] as const)('%s on %s', (address, network, message) => {
    expect(parseBtcRewardAddress(address, network)).toEqual({ valid: false, message });
  });

  it('a regtest address is refused on testnet and mainnet', () => {
    const regtest = btcAddressFromPublicKey(WIKI_PUBKEY, 'devnet');
    expect(parseBtcRewardAddress(regtest, 'testnet')).toEqual({
      valid: false,
      message: 'This is a regtest Bitcoin address; the selected network is testnet.',
    });
    expect(parseBtcRewardAddress(regtest, 'mainnet').valid).toBe(false);
  });

  it.each([
    'hello',
    'SP3TDKYYRTYFE32N19484838WEJ25GX40Z24GECPZ', // a Stacks address
    '0x52908400098527886E0F7030069857D2E4169EE7', // an Ethereum address
    '1',
    'bc1',
    'bc1qqqqqq', // too short to hold a program and a checksum
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsb!',
    'x'.repeat(200),
  ])('garbage %s → Not a Bitcoin address', (address) => {
    expect(parseBtcRewardAddress(address, 'mainnet')).toEqual({
      valid: false,
      message: 'Not a Bitcoin address.',
    });
  });

  it('empty input asks for an address', () => {
    expect(parseBtcRewardAddress('   ', 'mainnet')).toEqual({
      valid: false,
      message: 'Enter a Bitcoin address.',
    });
  });

  it('trims surrounding whitespace (a pasted address)', () => {
    expectValid(parseBtcRewardAddress(`  ${GENESIS}\n`, 'mainnet'), 'p2pkh', '00', GENESIS_HASH);
    expectValid(
      parseBtcRewardAddress(`\t${BIP350_P2TR} `, 'mainnet'),
      'p2tr',
      '06',
      BIP350_P2TR_HASH,
    );
  });

  const typo = (address: string, index: number) => {
    const chars = address.split('');
    const at = chars[index] ?? '';
    chars[index] = at === 'q' ? 'p' : 'q';
    return chars.join('');
  };

  it.each([
    ['bech32', typo(BIP173_P2WPKH.toLowerCase(), 10)],
    ['bech32m', typo(BIP350_P2TR, 20)],
    ['base58check', GENESIS.slice(0, -1) + 'b'],
    ['testnet base58check', P2PKH_TESTNET.slice(0, -2) + 'fm'],
  ])('a typo breaks the %s checksum', (_kind, address) => {
    const check = parseBtcRewardAddress(address, 'mainnet');
    expect(check.valid).toBe(false);
    if (!check.valid) expect(check.message).toMatch(/checksum does not match/);
  });

  it('a segwit v0 address with a bech32m checksum is refused (BIP-350)', () => {
    const check = parseBtcRewardAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'mainnet');
    expect(check.valid).toBe(false);
  });

  it('mixed case is refused (BIP-173)', () => {
    const mixed = 'bc1qW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4';
    expect(parseBtcRewardAddress(mixed, 'mainnet')).toEqual({
      valid: false,
      message: 'A Bitcoin address is written all in lower case or all in upper case.',
    });
  });

  it('a future witness version cannot receive rewards', () => {
    // BIP-350 example: witness v1 with a 40-byte program, and v16
    for (const address of [
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      'BC1SW50QGDZ25J',
    ]) {
      const check = parseBtcRewardAddress(address, 'mainnet');
      expect(check.valid).toBe(false);
      if (!check.valid)
        expect(check.message).toMatch(/cannot receive stacking rewards or sBTC withdrawals/);
    }
  });

  it('a v0 program of the wrong length is not an address', () => {
    // BIP-173 invalid example: v0 with a 16-byte program (bech32 checksum valid)
    const check = parseBtcRewardAddress('BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'mainnet');
    expect(check).toEqual({ valid: false, message: 'Not a Bitcoin address.' });
  });
});

describe('btcAddressFromPublicKey', () => {
  // BIP-173's example key and its p2wpkh addresses.
  const KEY = '0279BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798';

  it('gives BIP-173 p2wpkh addresses on mainnet and testnet', () => {
    expect(btcAddressFromPublicKey(KEY, 'mainnet')).toBe(BIP173_P2WPKH.toLowerCase());
    expect(btcAddressFromPublicKey(KEY, 'testnet')).toBe(
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    );
  });

  it('uses regtest on devnet, and round-trips through the parser', () => {
    const address = btcAddressFromPublicKey(KEY, 'devnet');
    expect(address.startsWith('bcrt1q')).toBe(true);
    expectValid(parseBtcRewardAddress(address, 'devnet'), 'p2wpkh', '04', BIP173_P2WPKH_HASH);
  });

  it('hash160 is the Bitcoin wiki’s RIPEMD-160(SHA-256(public key))', () => {
    expect(toHex(hash160(fromHex(WIKI_PUBKEY)))).toBe(WIKI_HASH);
  });

  it.each([
    ['not hex', 'zz'],
    ['uncompressed', `04${'11'.repeat(64)}`],
    ['too short', `02${'11'.repeat(31)}`],
    ['bad prefix', `05${'11'.repeat(32)}`],
  ])('refuses a key that is %s', (_why, key) => {
    expect(() => btcAddressFromPublicKey(key, 'mainnet')).toThrow(TypeError);
  });
});
