import { base58, bech32, bech32m, createBase58check, hex } from '@scure/base';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import type { NetworkKind } from '@/config/networks';

/** A PoX address tuple `{version: (buff 1), hashbytes: (buff 32)}`: the `pox-addr` of a pox-5
 * manager's payout calldata (pox-5.md §5), as it was pox-4's reward address. */
export interface PoxAddress {
  version: number;
  hashbytes: Uint8Array;
}

type BtcAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr';

export type RewardAddressCheck =
  { valid: true; poxAddress: PoxAddress; type: BtcAddressType } | { valid: false; message: string };

/** PoX address versions (pox-4.clar, and sBTC withdrawals: 0x00–0x03 hash modes, 0x04 p2wpkh,
 * 0x05 p2wsh, 0x06 p2tr). */
const POX_ADDRESS_VERSION: Readonly<Record<BtcAddressType, number>> = {
  p2pkh: 0x00,
  p2sh: 0x01,
  p2wpkh: 0x04,
  p2wsh: 0x05,
  p2tr: 0x06,
};

type BtcChain = 'mainnet' | 'testnet' | 'regtest';

const SEGWIT_HRP: Readonly<Record<string, BtcChain>> = {
  bc: 'mainnet',
  tb: 'testnet',
  bcrt: 'regtest',
};
const HRP_OF: Readonly<Record<NetworkKind, string>> = {
  mainnet: 'bc',
  testnet: 'tb',
  devnet: 'bcrt',
};

/** base58check version byte → chain and type. Testnet and regtest share their versions. */
const BASE58_VERSIONS: Readonly<Record<number, { chain: BtcChain; type: 'p2pkh' | 'p2sh' }>> = {
  0x00: { chain: 'mainnet', type: 'p2pkh' },
  0x05: { chain: 'mainnet', type: 'p2sh' },
  0x6f: { chain: 'testnet', type: 'p2pkh' },
  0xc4: { chain: 'testnet', type: 'p2sh' },
};

/** Which Bitcoin chains a Stacks network pays rewards on: devnet stands in for both. */
const ACCEPTED: Readonly<Record<NetworkKind, readonly BtcChain[]>> = {
  mainnet: ['mainnet'],
  testnet: ['testnet'],
  devnet: ['regtest', 'testnet'],
};

const base58check = createBase58check(sha256);
/** A bech32 data part: witness version, at least 2 program bytes, 6 checksum characters. */
const BECH32_DATA = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{11,}$/;

const NOT_AN_ADDRESS = 'Not a Bitcoin address.';
const CHECKSUM =
  'This Bitcoin address has a typo: its checksum does not match. Copy it again from your wallet.';

function invalid(message: string): RewardAddressCheck {
  return { valid: false, message };
}

function onNetwork(
  chain: BtcChain,
  network: NetworkKind,
  type: BtcAddressType,
  hashbytes: Uint8Array,
): RewardAddressCheck {
  if (!ACCEPTED[network].includes(chain)) {
    return invalid(`This is a ${chain} Bitcoin address; the selected network is ${network}.`);
  }
  return { valid: true, type, poxAddress: { version: POX_ADDRESS_VERSION[type], hashbytes } };
}

function parseSegwit(address: string, network: NetworkKind): RewardAddressCheck | undefined {
  const separator = address.lastIndexOf('1');
  if (separator < 1) return undefined;
  const hrp = address.slice(0, separator).toLowerCase();
  const chain = SEGWIT_HRP[hrp];
  if (chain === undefined) return undefined;
  // BIP-173: all lower or all upper case; the decoders want lower case.
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) {
    return invalid('A Bitcoin address is written all in lower case or all in upper case.');
  }
  const lower = address.toLowerCase() as `${string}1${string}`;
  // Only a well-formed data part can have a mistyped checksum; anything else is not an address.
  if (!BECH32_DATA.test(lower.slice(separator + 1))) return invalid(NOT_AN_ADDRESS);
  const asBech32 = bech32.decodeUnsafe(lower);
  const asBech32m = asBech32 ? undefined : bech32m.decodeUnsafe(lower);
  const decoded = asBech32 ?? asBech32m;
  if (!decoded) return invalid(CHECKSUM);
  const [witnessVersion, ...data] = decoded.words;
  const program = bech32.fromWordsUnsafe(data);
  if (witnessVersion === undefined || !program) return invalid(NOT_AN_ADDRESS);
  // BIP-350: version 0 uses bech32, every later version bech32m.
  if ((witnessVersion === 0) !== (asBech32 !== undefined)) return invalid(CHECKSUM);
  if (witnessVersion === 0) {
    if (program.length === 20) return onNetwork(chain, network, 'p2wpkh', program);
    if (program.length === 32) return onNetwork(chain, network, 'p2wsh', program);
    return invalid(NOT_AN_ADDRESS);
  }
  if (witnessVersion === 1 && program.length === 32) {
    return onNetwork(chain, network, 'p2tr', program);
  }
  if (witnessVersion > 16 || program.length < 2 || program.length > 40)
    return invalid(NOT_AN_ADDRESS);
  return invalid(
    'This kind of Bitcoin address cannot receive stacking rewards. Use a bc1q…, bc1p…, 1… or 3… address.',
  );
}

function parseBase58(address: string, network: NetworkKind): RewardAddressCheck {
  let raw: Uint8Array;
  try {
    raw = base58.decode(address);
  } catch {
    return invalid(NOT_AN_ADDRESS);
  }
  // 1 version byte + 20-byte hash + 4-byte checksum.
  const known = raw.length === 25 ? BASE58_VERSIONS[raw[0] ?? -1] : undefined;
  if (!known) return invalid(NOT_AN_ADDRESS);
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return invalid(CHECKSUM);
  }
  return onNetwork(known.chain, network, known.type, payload.slice(1));
}

/**
 * Checks a BTC payout address on the selected network and turns it into the PoX address
 * tuple. Mainnet takes bc1…/1…/3…, testnet tb1…/m…/n…/2…, devnet regtest bcrt1… and the testnet
 * forms. Surrounding whitespace (a pasted address) is ignored.
 */
export function parseBtcRewardAddress(address: string, network: NetworkKind): RewardAddressCheck {
  const trimmed = address.trim();
  if (trimmed === '') return invalid('Enter a Bitcoin address.');
  if (trimmed.length > 90) return invalid(NOT_AN_ADDRESS);
  return parseSegwit(trimmed, network) ?? parseBase58(trimmed, network);
}

/** hash160 = ripemd160(sha256(x)), Bitcoin's public-key hash. */
export function hash160(bytes: Uint8Array): Uint8Array {
  return ripemd160(sha256(bytes));
}

/**
 * The native segwit (p2wpkh) address of a compressed secp256k1 public key on the Bitcoin chain
 * of `network` (bc1… / tb1… / bcrt1…): what the devnet wallet offers as reward address.
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
  return bech32.encode(HRP_OF[network], [0, ...bech32.toWords(hash160(publicKey))]);
}

/** The pox tuple as hex, for display and comparisons. */
export function poxAddressHex(poxAddress: PoxAddress): { version: string; hashbytes: string } {
  return {
    version: hex.encode(Uint8Array.of(poxAddress.version)),
    hashbytes: hex.encode(poxAddress.hashbytes),
  };
}
