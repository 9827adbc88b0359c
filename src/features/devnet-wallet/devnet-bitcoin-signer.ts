import { base64, hex } from '@scure/base';
import {
  CompactSize,
  p2tr,
  p2wpkh,
  RawTx,
  RawWitness,
  Script,
  Transaction,
} from '@scure/btc-signer';
import { getPrevOut } from '@scure/btc-signer/transaction';
import { pubECDSA, sha256x2, tagSchnorr } from '@scure/btc-signer/utils';
import { signMessageHashRsv } from '@stacks/transactions';
import { BITCOIN_NETWORK_PARAMS, btcAddressFromPublicKey } from '@/lib/bitcoin-address';
import type { BtcAddressEntry } from '@/wallet/addresses';
import type { signMessage } from '@/wallet/methods/sign-message';
import type { signPsbt } from '@/wallet/methods/sign-psbt';
import type { WalletMethodCheckedParams, WalletMethodResult } from '@/wallet/wallet-method';
import type { DevnetAccount } from '#common/devnet-accounts.mjs';
import { BIP84_PATH, BIP86_PATH, DEVNET_BITCOIN_KEYS } from './devnet-bitcoin-accounts';

// The devnet wallet's Bitcoin hands: each account's BIP-84 (p2wpkh) and BIP-86 (p2tr) keys,
// addresses in the regtest encoding (bcrt1…, lib/bitcoin-address.ts: what the devnet's Bitcoin
// side is), message signatures (BIP-322 simple, and legacy BIP-137 for p2wpkh) and PSBT
// signatures made with @scure/btc-signer. There is no Bitcoin chain: nothing is broadcast.

export type BitcoinSignMessageParams = WalletMethodCheckedParams<typeof signMessage>;
export type SignPsbtParams = WalletMethodCheckedParams<typeof signPsbt>;

const REGTEST = BITCOIN_NETWORK_PARAMS.regtest;

export interface DevnetBitcoinKeys {
  p2wpkh: { privateKey: Uint8Array; publicKey: Uint8Array; address: string; script: Uint8Array };
  p2tr: {
    privateKey: Uint8Array;
    /** The x-only internal key (BIP-86: no script tree). */
    internalKey: Uint8Array;
    /** The tweaked output key the address pays to. */
    outputKey: Uint8Array;
    address: string;
    script: Uint8Array;
  };
}

export function devnetBitcoinKeys(account: DevnetAccount): DevnetBitcoinKeys {
  const keys = DEVNET_BITCOIN_KEYS[account.name];
  if (!keys) throw new Error(`The devnet account ${account.name} has no Bitcoin keys`);
  const segwitKey = hex.decode(keys.p2wpkh);
  const segwitPublic = pubECDSA(segwitKey);
  const taprootKey = hex.decode(keys.p2tr);
  const internalKey = pubECDSA(taprootKey).slice(1);
  const taproot = p2tr(internalKey, undefined, REGTEST);
  return {
    p2wpkh: {
      privateKey: segwitKey,
      publicKey: segwitPublic,
      // The staking pages' rule for the devnet's p2wpkh addresses, so both agree.
      address: btcAddressFromPublicKey(hex.encode(segwitPublic), 'devnet'),
      script: p2wpkh(segwitPublic, REGTEST).script,
    },
    p2tr: {
      privateKey: taprootKey,
      internalKey,
      outputKey: taproot.tweakedPubkey,
      address: taproot.address,
      script: taproot.script,
    },
  };
}

/** The account's Bitcoin entries for `getAddresses`, shaped as Leather answers. */
export function bitcoinAddressEntries(account: DevnetAccount): BtcAddressEntry[] {
  const keys = devnetBitcoinKeys(account);
  return [
    {
      symbol: 'BTC',
      type: 'p2wpkh',
      address: keys.p2wpkh.address,
      publicKey: hex.encode(keys.p2wpkh.publicKey),
      derivationPath: BIP84_PATH,
    },
    {
      symbol: 'BTC',
      type: 'p2tr',
      address: keys.p2tr.address,
      publicKey: hex.encode(pubECDSA(keys.p2tr.privateKey)),
      tweakedPublicKey: hex.encode(keys.p2tr.outputKey),
      derivationPath: BIP86_PATH,
    },
  ];
}

// ——— BIP-322 (https://github.com/bitcoin/bips/blob/master/bip-0322.mediawiki) ———

/** BIP-322's message hash: SHA-256 tagged "BIP0322-signed-message" (BIP-340 tagged hash). */
export function bip322MessageHash(message: string): Uint8Array {
  return tagSchnorr('BIP0322-signed-message', new TextEncoder().encode(message));
}

/** The virtual `to_spend` transaction's id, in the order btc-signer takes txids: version 0,
 * one input spending 000…000:0xFFFFFFFF with scriptSig OP_0 PUSH32[message hash], one output of
 * 0 sats to the signer's scriptPubKey (the message challenge). */
function toSpendTxid(message: string, scriptPubKey: Uint8Array): Uint8Array {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script: scriptPubKey }],
    witnesses: [],
    lockTime: 0,
  });
  return sha256x2(raw).reverse();
}

/** The virtual `to_sign` transaction: spends `to_spend`'s output into one OP_RETURN output;
 * its input's witness is the signature. Unsigned, ready for the signer's key. */
export function bip322ToSign(
  message: string,
  scriptPubKey: Uint8Array,
  tapInternalKey?: Uint8Array,
): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true });
  tx.addInput({
    txid: toSpendTxid(message, scriptPubKey),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: scriptPubKey, amount: 0n },
    ...(tapInternalKey ? { tapInternalKey } : {}),
  });
  // OP_RETURN, nothing else: an output nobody can spend.
  tx.addOutput({ script: Uint8Array.of(0x6a), amount: 0n });
  return tx;
}

type BitcoinSignature = WalletMethodResult<typeof signMessage>;

function bip322Simple(message: string, keys: DevnetBitcoinKeys, type: 'p2wpkh' | 'p2tr'): string {
  const tx =
    type === 'p2wpkh'
      ? bip322ToSign(message, keys.p2wpkh.script)
      : bip322ToSign(message, keys.p2tr.script, keys.p2tr.internalKey);
  tx.signIdx(type === 'p2wpkh' ? keys.p2wpkh.privateKey : keys.p2tr.privateKey, 0);
  tx.finalizeIdx(0);
  const witness = tx.getInput(0).finalScriptWitness;
  if (!witness) throw new Error('The BIP-322 signature has no witness');
  // "Simple" signatures are the witness stack, consensus-encoded, in base64.
  return base64.encode(RawWitness.encode(witness));
}

/** The legacy Bitcoin Signed Message hash: sha256d of the prefix, the length and the message. */
export function legacyMessageHash(message: string): Uint8Array {
  const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n');
  const body = new TextEncoder().encode(message);
  const length = CompactSize.encode(BigInt(body.length));
  return sha256x2(prefix, length, body);
}

/** BIP-137 legacy signature for a native segwit key: header 39 + recovery id, then r and s. */
function legacySignature(message: string, keys: DevnetBitcoinKeys): string {
  const rsv = signMessageHashRsv({
    messageHash: hex.encode(legacyMessageHash(message)),
    privateKey: hex.encode(keys.p2wpkh.privateKey),
  });
  const recovery = Number.parseInt(rsv.slice(128, 130), 16);
  return base64.encode(Uint8Array.of(39 + recovery, ...hex.decode(rsv.slice(0, 128))));
}

/** `signMessage`: BIP-322 simple (the default) with the p2wpkh or p2tr key, or legacy with p2wpkh
 * (the schema refuses legacy with p2tr before this is reached). */
export function signBitcoinMessage(
  params: BitcoinSignMessageParams,
  account: DevnetAccount,
): BitcoinSignature {
  const keys = devnetBitcoinKeys(account);
  const signature =
    params.type === 'legacy'
      ? legacySignature(params.message, keys)
      : bip322Simple(params.message, keys, params.paymentType);
  return {
    signature,
    address: params.paymentType === 'p2wpkh' ? keys.p2wpkh.address : keys.p2tr.address,
    message: params.message,
  };
}

// ——— PSBTs ———

function parsePsbt(hexText: string): Transaction {
  return Transaction.fromPSBT(hex.decode(hexText.replace(/^0x/, '').toLowerCase()), {
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
  });
}

function spentScript(tx: Transaction, index: number): Uint8Array | undefined {
  try {
    // The library types it as always there; an index past nonWitnessUtxo's outputs is not.
    const output = getPrevOut(tx.getInput(index)) as { script: Uint8Array } | undefined;
    return output?.script;
  } catch {
    return undefined; // the PSBT does not carry the spent output
  }
}

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array) =>
  a !== undefined && a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The inputs a request asks to sign: `signAtIndex`, or every input when it names none. */
export function inputsToSign(params: SignPsbtParams, inputCount: number): number[] {
  const { signAtIndex } = params;
  if (signAtIndex === undefined) return Array.from({ length: inputCount }, (_, i) => i);
  return typeof signAtIndex === 'number' ? [signAtIndex] : [...new Set(signAtIndex)];
}

/**
 * Why the account cannot sign this PSBT as asked, in words, or undefined when it can: an index
 * past the inputs, or an input that does not pay from one of the account's two addresses.
 * Checked before anyone is asked to approve.
 */
export function signPsbtRefusal(
  params: SignPsbtParams,
  account: DevnetAccount,
): string | undefined {
  let tx: Transaction;
  try {
    tx = parsePsbt(params.hex);
  } catch (error) {
    return `This is not a PSBT the devnet wallet can read${error instanceof Error ? `: ${error.message}` : ''}`;
  }
  const keys = devnetBitcoinKeys(account);
  for (const index of inputsToSign(params, tx.inputsLength)) {
    if (index >= tx.inputsLength) {
      return `The PSBT has ${tx.inputsLength} input${tx.inputsLength === 1 ? '' : 's'}; there is no input ${index}`;
    }
    const script = spentScript(tx, index);
    if (script === undefined) {
      return `Input ${index} does not say what it spends (no witnessUtxo or nonWitnessUtxo), so it cannot be signed`;
    }
    if (!sameBytes(script, keys.p2wpkh.script) && !sameBytes(script, keys.p2tr.script)) {
      return `Input ${index} is not paid to ${account.name}'s addresses (${keys.p2wpkh.address}, ${keys.p2tr.address}); the devnet wallet signs only its own inputs`;
    }
  }
  return undefined;
}

/** `signPsbt`: signs the chosen inputs with the matching key and answers the PSBT, signed but
 * not finalized (the caller combines and finalizes, as with any wallet). */
export function signDevnetPsbt(
  params: SignPsbtParams,
  account: DevnetAccount,
): WalletMethodResult<typeof signPsbt> {
  const tx = parsePsbt(params.hex);
  const keys = devnetBitcoinKeys(account);
  for (const index of inputsToSign(params, tx.inputsLength)) {
    const taproot = sameBytes(spentScript(tx, index), keys.p2tr.script);
    if (taproot && !tx.getInput(index).tapInternalKey) {
      tx.updateInput(index, { tapInternalKey: keys.p2tr.internalKey });
    }
    tx.signIdx(
      taproot ? keys.p2tr.privateKey : keys.p2wpkh.privateKey,
      index,
      params.allowedSighash,
    );
  }
  return { hex: hex.encode(tx.toPSBT()) };
}
