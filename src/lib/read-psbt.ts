import { base64, hex } from '@scure/base';
import { Address, OutScript, Transaction } from '@scure/btc-signer';
import { getPrevOut } from '@scure/btc-signer/transaction';
import type { NetworkKind } from '@/config/networks';
import { BITCOIN_CHAIN_OF, BITCOIN_NETWORK_PARAMS } from './bitcoin-address';
import { formatNumber } from './format-number';

// A pasted PSBT (BIP-174) read into what a person checks before signing: each input's outpoint,
// amount, address and whether it is signed already; each output's address and amount; the fee.
// Used by Sign a PSBT and by the devnet wallet's review. Loaded only with them (@scure/btc-signer
// is not on the first page). Anything that is not a PSBT becomes words, never an exception.

/** 1 MB of text: a PSBT carrying whole previous transactions (nonWitnessUtxo) for a large
 * spend stays far below it; a page never has to decode more. */
export const MAX_PSBT_TEXT_LENGTH = 1_000_000;

/** BIP-174's magic bytes "psbt" 0xff: in hex, and as base64 starts. */
const PSBT_MAGIC_HEX = '70736274ff';
const HEX = /^[0-9a-fA-F]+$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

interface PsbtInput {
  index: number;
  /** The spent transaction's id, as explorers show it. */
  txid: string;
  vout: number;
  /** Sats, when the PSBT carries the spent output (witnessUtxo or nonWitnessUtxo). */
  amount: bigint | undefined;
  address: string | undefined;
  /** Signed already: a partial, taproot or final signature is present. */
  signed: boolean;
}

interface PsbtOutput {
  index: number;
  /** The address on the selected network, or undefined for a script without one (OP_RETURN). */
  address: string | undefined;
  /** What to show when there is no address. */
  script: string;
  amount: bigint;
}

export interface DecodedPsbt {
  inputs: PsbtInput[];
  outputs: PsbtOutput[];
  /** Inputs − outputs, when every input's amount is known. */
  fee: bigint | undefined;
  /** The PSBT's bytes in both encodings wallets use. */
  hex: string;
  base64: string;
}

export type PsbtReading = { ok: true; psbt: DecodedPsbt } | { ok: false; message: string };

export const PSBT_MESSAGES = {
  empty: 'Paste a PSBT, in hex or base64.',
  tooLong: `This is longer than any PSBT Satchel reads (${formatNumber(MAX_PSBT_TEXT_LENGTH)} characters).`,
  notEncoded:
    'This is neither hex nor base64. Paste the PSBT exactly as your software exported it.',
  notPsbt:
    'This is not a PSBT: it does not start with the PSBT marker (70736274ff, or cHNidP8 in base64).',
  malformed: 'This PSBT is damaged or incomplete, so Satchel cannot read it',
  negativeFee: 'The outputs spend more than the inputs hold: this transaction is not valid.',
} as const;

const refused = (message: string): PsbtReading => ({ ok: false, message });

/** The PSBT's bytes from hex (0x optional) or base64 text, auto-detected; or why not. */
function psbtBytes(text: string): Uint8Array | string {
  const compact = text.replace(/\s+/g, '');
  const withoutPrefix = compact.startsWith('0x') ? compact.slice(2) : compact;
  if (HEX.test(withoutPrefix) && withoutPrefix.length % 2 === 0) {
    return withoutPrefix.toLowerCase().startsWith(PSBT_MAGIC_HEX)
      ? hex.decode(withoutPrefix.toLowerCase())
      : PSBT_MESSAGES.notPsbt;
  }
  if (BASE64.test(compact) && compact.length % 4 === 0) {
    let bytes: Uint8Array;
    try {
      bytes = base64.decode(compact);
    } catch {
      // Base64's alphabet, but not canonical: the bits after the last byte must be zero
      // (RFC 4648 §3.5), and @scure/base refuses them otherwise ("//B=").
      return PSBT_MESSAGES.notEncoded;
    }
    return hex.encode(bytes.slice(0, 5)) === PSBT_MAGIC_HEX ? bytes : PSBT_MESSAGES.notPsbt;
  }
  return PSBT_MESSAGES.notEncoded;
}

function addressOf(
  script: Uint8Array,
  network: (typeof BITCOIN_NETWORK_PARAMS)[keyof typeof BITCOIN_NETWORK_PARAMS],
): string | undefined {
  try {
    return Address(network).encode(OutScript.decode(script));
  } catch {
    return undefined;
  }
}

type Input = ReturnType<Transaction['getInput']>;

/** The output an input spends, when the PSBT carries it (witnessUtxo, or the whole previous
 * transaction as nonWitnessUtxo); an index past its outputs counts as unknown. */
function spentOutput(input: Input): { script: Uint8Array; amount: bigint } | undefined {
  try {
    // The library types it as always there; an index past nonWitnessUtxo's outputs is not.
    const output = getPrevOut(input) as { script: Uint8Array; amount: bigint } | undefined;
    return output;
  } catch {
    return undefined;
  }
}

const hasBytes = (bytes: Uint8Array | undefined) => bytes !== undefined && bytes.length > 0;

function isSigned(input: Input): boolean {
  return (
    (input.partialSig?.length ?? 0) > 0 ||
    hasBytes(input.tapKeySig) ||
    (input.tapScriptSig?.length ?? 0) > 0 ||
    hasBytes(input.finalScriptSig) ||
    (input.finalScriptWitness?.length ?? 0) > 0
  );
}

function describeScript(script: Uint8Array): string {
  // OP_RETURN (0x6a) carries data and can never be spent.
  if (script[0] === 0x6a) return 'OP_RETURN data (unspendable)';
  return `Script ${hex.encode(script)}`;
}

function decode(bytes: Uint8Array, networkKind: NetworkKind): DecodedPsbt {
  const tx = Transaction.fromPSBT(bytes, {
    // Show what is there, even scripts this library cannot sign for.
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
    allowLegacyWitnessUtxo: true,
    disableScriptCheck: true,
  });
  const network = BITCOIN_NETWORK_PARAMS[BITCOIN_CHAIN_OF[networkKind]];
  const inputs: PsbtInput[] = [];
  for (let index = 0; index < tx.inputsLength; index++) {
    const input = tx.getInput(index);
    const vout = input.index ?? 0;
    const spent = spentOutput(input);
    inputs.push({
      index,
      // btc-signer keeps txids as explorers show them (byte-reversed from the wire).
      txid: input.txid ? hex.encode(input.txid) : '',
      vout,
      amount: spent?.amount,
      address: spent ? addressOf(spent.script, network) : undefined,
      signed: isSigned(input),
    });
  }
  const outputs: PsbtOutput[] = [];
  for (let index = 0; index < tx.outputsLength; index++) {
    const output = tx.getOutput(index);
    const script = output.script ?? new Uint8Array();
    outputs.push({
      index,
      address: addressOf(script, network),
      script: describeScript(script),
      amount: output.amount ?? 0n,
    });
  }
  const known = inputs.every((input) => input.amount !== undefined);
  const sum = (amounts: (bigint | undefined)[]) =>
    amounts.reduce<bigint>((a, b) => a + (b ?? 0n), 0n);
  return {
    inputs,
    outputs,
    fee: known ? sum(inputs.map((i) => i.amount)) - sum(outputs.map((o) => o.amount)) : undefined,
    hex: hex.encode(bytes),
    base64: base64.encode(bytes),
  };
}

/**
 * Reads a PSBT pasted as hex or base64 (detected from the text) into its inputs, outputs and fee,
 * addresses written for the selected network's Bitcoin chain; or the words for why it cannot.
 */
export function readPsbt(text: string, network: NetworkKind): PsbtReading {
  if (text.trim() === '') return refused(PSBT_MESSAGES.empty);
  if (text.length > MAX_PSBT_TEXT_LENGTH) return refused(PSBT_MESSAGES.tooLong);
  const bytes = psbtBytes(text);
  if (typeof bytes === 'string') return refused(bytes);
  let psbt: DecodedPsbt;
  try {
    psbt = decode(bytes, network);
  } catch (error) {
    // The library's own words say what is wrong (a missing field, a bad length): keep them.
    const detail = error instanceof Error && error.message ? `: ${error.message}` : '';
    return refused(`${PSBT_MESSAGES.malformed}${detail}.`);
  }
  if (psbt.fee !== undefined && psbt.fee < 0n) return refused(PSBT_MESSAGES.negativeFee);
  return { ok: true, psbt };
}
