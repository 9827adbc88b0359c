import { bech32, bech32m, createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBitcoinAddress, readBitcoinAddress } from './bitcoin-address';

// Vectors from BIP-173 and BIP-350 (valid and invalid examples) and the Bitcoin wiki. The
// stacking payout rules built on this module are tested in stacks/staking/pox-address.test.ts.

const BIP173_P2WPKH = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const BIP173_TESTNET_P2WPKH = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const BIP350_P2TR = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0';
const REGTEST_P2WPKH = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const GENESIS = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
const P2SH_MAINNET = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
const P2PKH_TESTNET = 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn';
const P2SH_TESTNET = '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc';

describe('readBitcoinAddress: which chain and kind an address is', () => {
  it.each([
    [BIP173_P2WPKH, 'mainnet', 'p2wpkh'],
    [BIP173_TESTNET_P2WPKH, 'testnet', 'p2wpkh'],
    [REGTEST_P2WPKH, 'regtest', 'p2wpkh'],
    [BIP350_P2TR, 'mainnet', 'p2tr'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'testnet', 'p2wsh'],
    [GENESIS, 'mainnet', 'p2pkh'],
    [P2SH_MAINNET, 'mainnet', 'p2sh'],
    [P2PKH_TESTNET, 'testnet', 'p2pkh'],
    [P2SH_TESTNET, 'testnet', 'p2sh'],
  ] as const)('%s is %s %s', (address, chain, type) => {
    expect(readBitcoinAddress(address)).toMatchObject({ valid: true, chain, type });
  });

  it('a future witness version is refused in words, not as a typo', () => {
    expect(readBitcoinAddress('BC1SW50QGDZ25J')).toMatchObject({ valid: false, reason: 'future' });
  });

  it.each(['', '   ', 'hello', 'bc1', 'SP3TDKYYRTYFE32N19484838WEJ25GX40Z24GECPZ', 'x'.repeat(91)])(
    '%j is not an address',
    (text) => {
      expect(readBitcoinAddress(text).valid).toBe(false);
    },
  );
});

describe('checkBitcoinAddress: the selected network decides which chain is right', () => {
  it('mainnet takes mainnet only', () => {
    expect(checkBitcoinAddress(BIP173_P2WPKH, 'mainnet').valid).toBe(true);
    expect(checkBitcoinAddress(BIP173_TESTNET_P2WPKH, 'mainnet')).toMatchObject({
      valid: false,
      message: 'This is a testnet Bitcoin address; the selected network is mainnet.',
    });
  });

  it('testnet takes testnet, not regtest', () => {
    expect(checkBitcoinAddress(P2SH_TESTNET, 'testnet').valid).toBe(true);
    expect(checkBitcoinAddress(REGTEST_P2WPKH, 'testnet')).toMatchObject({
      valid: false,
      message: 'This is a regtest Bitcoin address; the selected network is testnet.',
    });
  });

  it('devnet takes regtest and the testnet forms, never mainnet', () => {
    expect(checkBitcoinAddress(REGTEST_P2WPKH, 'devnet').valid).toBe(true);
    expect(checkBitcoinAddress(P2PKH_TESTNET, 'devnet').valid).toBe(true);
    expect(checkBitcoinAddress(GENESIS, 'devnet').valid).toBe(false);
  });
});

/** Changes one character of `text` to another of `alphabet`. */
function substitute(text: string, index: number, shift: number, alphabet: string): string {
  const at = index % text.length;
  const current = alphabet.indexOf(text[at] ?? '');
  const replacement = alphabet[(current + 1 + (shift % (alphabet.length - 1))) % alphabet.length];
  return text.slice(0, at) + (replacement ?? '') + text.slice(at + 1);
}

const BECH32_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

describe('a one-character typo is never read as another valid address', () => {
  it('bech32 and bech32m (p2wpkh, p2tr): any substitution in the data part is refused', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.nat(),
        fc.nat(),
        (hash, key, index, shift) => {
          for (const address of [
            bech32.encode('bc', [0, ...bech32.toWords(hash)]),
            bech32m.encode('tb', [1, ...bech32m.toWords(key)]),
          ]) {
            expect(readBitcoinAddress(address).valid).toBe(true);
            const dataStart = address.indexOf('1') + 1;
            const offset = dataStart + (index % (address.length - dataStart));
            const typo = substitute(address, offset, shift, BECH32_ALPHABET);
            expect(readBitcoinAddress(typo).valid).toBe(false);
          }
        },
      ),
    );
  });

  it('base58check (p2pkh, p2sh): any substitution is refused', () => {
    const base58check = createBase58check(sha256);
    fc.assert(
      fc.property(
        fc.constantFrom(0x00, 0x05, 0x6f, 0xc4),
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.nat(),
        fc.nat(),
        (version, hash, index, shift) => {
          const address = base58check.encode(Uint8Array.of(version, ...hash));
          expect(readBitcoinAddress(address).valid).toBe(true);
          const typo = substitute(address, index, shift, BASE58_ALPHABET);
          expect(readBitcoinAddress(typo).valid).toBe(false);
        },
      ),
    );
  });
});
