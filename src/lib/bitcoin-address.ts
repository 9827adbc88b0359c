import { base58, bech32, bech32m, createBase58check, hex } from '@scure/base';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import type { NetworkKind } from '@/config/networks';

// Bitcoin addresses, once for every page that reads one (send bitcoin, PSBT outputs, stacking
// payout addresses) and for the devnet wallet that makes them. Checksums are verified (bech32 /
// bech32m per BIP-173/350, base58check), so a typo is refused before any wallet opens.

export type BitcoinChain = 'mainnet' | 'testnet' | 'regtest';
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr';

export type BitcoinAddressReading =
  | {
      valid: true;
      chain: BitcoinChain;
      type: BitcoinAddressType;
      /** The hash or witness program the address pays to. */
      program: Uint8Array;
    }
  | { valid: false; message: string; reason: 'empty' | 'format' | 'checksum' | 'case' | 'future' };

const SEGWIT_HRP: Readonly<Record<string, BitcoinChain>> = {
  bc: 'mainnet',
  tb: 'testnet',
  bcrt: 'regtest',
};
const HRP_OF: Readonly<Record<BitcoinChain, string>> = {
  mainnet: 'bc',
  testnet: 'tb',
  regtest: 'bcrt',
};

/** base58check version byte → chain and type. Testnet and regtest share their versions, so a
 * base58 address reads as testnet. */
const BASE58_VERSIONS: Readonly<
  Record<number, { chain: BitcoinChain; type: 'p2pkh' | 'p2sh' } | undefined>
> = {
  0x00: { chain: 'mainnet', type: 'p2pkh' },
  0x05: { chain: 'mainnet', type: 'p2sh' },
  0x6f: { chain: 'testnet', type: 'p2pkh' },
  0xc4: { chain: 'testnet', type: 'p2sh' },
};

/**
 * The Bitcoin chains whose addresses belong to a Stacks network. Mainnet and testnet each have
 * theirs. The devnet (and mocknet, the same local node) has no Bitcoin chain of its own: its
 * wallet's addresses use the regtest encoding (bcrt1…, what a local Bitcoin node is), and the
 * testnet forms are accepted too, since a devnet stands in for a test network.
 */
const BITCOIN_CHAINS_OF: Readonly<Record<NetworkKind, readonly BitcoinChain[]>> = {
  mainnet: ['mainnet'],
  testnet: ['testnet'],
  devnet: ['regtest', 'testnet'],
};

/** The chain whose encoding addresses are written in on a Stacks network. */
export const BITCOIN_CHAIN_OF: Readonly<Record<NetworkKind, BitcoinChain>> = {
  mainnet: 'mainnet',
  testnet: 'testnet',
  devnet: 'regtest',
};

/** A chain's address parameters, in the shape @scure/btc-signer takes as its `network`. */
export interface BitcoinNetworkParams {
  bech32: string;
  pubKeyHash: number;
  scriptHash: number;
  wif: number;
}

export const BITCOIN_NETWORK_PARAMS: Readonly<Record<BitcoinChain, BitcoinNetworkParams>> = {
  mainnet: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
  testnet: { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  regtest: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
};

const base58check = createBase58check(sha256);
/** A bech32 data part: witness version, at least 2 program bytes, 6 checksum characters. */
const BECH32_DATA = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{11,}$/;
/** The longest address: a bech32 string is at most 90 characters (BIP-173). */
const MAX_ADDRESS_LENGTH = 90;

const BITCOIN_ADDRESS_MESSAGES = {
  empty: 'Enter a Bitcoin address.',
  format: 'Not a Bitcoin address.',
  checksum:
    'This Bitcoin address has a typo: its checksum does not match. Copy it again from your wallet.',
  case: 'A Bitcoin address is written all in lower case or all in upper case.',
  future:
    'This is a future kind of Bitcoin address (a new witness version) that wallets cannot pay yet.',
} as const;

function refused(reason: Exclude<BitcoinAddressReading, { valid: true }>['reason']) {
  return { valid: false, reason, message: BITCOIN_ADDRESS_MESSAGES[reason] } as const;
}

function readSegwit(address: string): BitcoinAddressReading | undefined {
  const separator = address.lastIndexOf('1');
  if (separator < 1) return undefined;
  const chain = SEGWIT_HRP[address.slice(0, separator).toLowerCase()];
  if (chain === undefined) return undefined;
  // BIP-173: all lower or all upper case; the decoders want lower case.
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) {
    return refused('case');
  }
  const lower = address.toLowerCase() as `${string}1${string}`;
  // Only a well-formed data part can have a mistyped checksum; anything else is not an address.
  if (!BECH32_DATA.test(lower.slice(separator + 1))) return refused('format');
  const asBech32 = bech32.decodeUnsafe(lower, MAX_ADDRESS_LENGTH);
  const decoded = asBech32 ?? bech32m.decodeUnsafe(lower, MAX_ADDRESS_LENGTH);
  if (!decoded) return refused('checksum');
  const [witnessVersion, ...data] = decoded.words;
  const program = bech32.fromWordsUnsafe(data);
  if (witnessVersion === undefined || !program) return refused('format');
  // BIP-350: version 0 uses bech32, every later version bech32m.
  if ((witnessVersion === 0) !== (asBech32 !== undefined)) return refused('checksum');
  if (witnessVersion === 0) {
    if (program.length === 20) return { valid: true, chain, type: 'p2wpkh', program };
    if (program.length === 32) return { valid: true, chain, type: 'p2wsh', program };
    return refused('format');
  }
  if (witnessVersion === 1 && program.length === 32) {
    return { valid: true, chain, type: 'p2tr', program };
  }
  if (witnessVersion > 16 || program.length < 2 || program.length > 40) return refused('format');
  return refused('future');
}

function readBase58(address: string): BitcoinAddressReading {
  let raw: Uint8Array;
  try {
    raw = base58.decode(address);
  } catch {
    return refused('format');
  }
  // 1 version byte + 20-byte hash + 4-byte checksum.
  const known = raw.length === 25 ? BASE58_VERSIONS[raw[0] ?? -1] : undefined;
  if (!known) return refused('format');
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return refused('checksum');
  }
  return { valid: true, chain: known.chain, type: known.type, program: payload.slice(1) };
}

/**
 * Reads any Bitcoin address (bc1/tb1/bcrt1 bech32 or bech32m, or base58 1/3/m/n/2) with its
 * checksum, whatever the network. Surrounding whitespace (a pasted address) is ignored.
 */
export function readBitcoinAddress(text: string): BitcoinAddressReading {
  const address = text.trim();
  if (address === '') return refused('empty');
  if (address.length > MAX_ADDRESS_LENGTH) return refused('format');
  return readSegwit(address) ?? readBase58(address);
}

/** The words for an address of another chain than the selected network's. */
function wrongChainMessage(chain: BitcoinChain, network: NetworkKind): string {
  return `This is a ${chain} Bitcoin address; the selected network is ${network}.`;
}

/** Reads an address and checks it belongs to the selected Stacks network's Bitcoin chain. */
export function checkBitcoinAddress(text: string, network: NetworkKind): BitcoinAddressReading {
  const reading = readBitcoinAddress(text);
  if (!reading.valid || BITCOIN_CHAINS_OF[network].includes(reading.chain)) return reading;
  return { valid: false, reason: 'format', message: wrongChainMessage(reading.chain, network) };
}

/** hash160 = ripemd160(sha256(x)), Bitcoin's public-key hash. */
export function hash160(bytes: Uint8Array): Uint8Array {
  return ripemd160(sha256(bytes));
}

/**
 * The native segwit (p2wpkh) address of a compressed secp256k1 public key on the Bitcoin chain
 * of `network` (bc1… / tb1… / bcrt1…): what the devnet wallet offers as its p2wpkh address.
 */
export function btcAddressFromPublicKey(publicKeyHex: string, network: NetworkKind): string {
  let publicKey: Uint8Array;
  try {
    publicKey = hex.decode(publicKeyHex.trim().toLowerCase());
  } catch {
    throw new TypeError('The public key is not hexadecimal.');
  }
  // p2wpkh is defined for compressed keys only (BIP-143).
  if (publicKey.length !== 33 || (publicKey[0] !== 0x02 && publicKey[0] !== 0x03)) {
    throw new TypeError('A p2wpkh address needs a 33-byte compressed public key.');
  }
  const hrp = HRP_OF[BITCOIN_CHAIN_OF[network]];
  return bech32.encode(hrp, [0, ...bech32.toWords(hash160(publicKey))]);
}
