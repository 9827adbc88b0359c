import { base64, hex } from '@scure/base';
import type { NetworkKind } from '@/config/networks';
import { JSON_RPC_ERROR_CODES } from './errors';

// The two Bitcoin requests whose shapes differ between the spec (Leather's) and sats-connect's
// (Xverse's, which @stacks/connect 8.2.7 also sends to Fordefi: its `getMethodOverrides`).
// sats-connect 0.16: `sendTransfer` takes `{recipients: [{address, amount: number}]}` and answers
// `{txid}`; `signPsbt` takes `{psbt: base64, signInputs?: {[address]: number[]}, broadcast?}` and
// answers `{psbt: base64, txid?}`. The spec's requests were validated before they get here.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A request this translation cannot make, as the JSON-RPC error a wallet would answer. */
export class UntranslatableRequest extends Error {
  override readonly name = 'UntranslatableRequest';
  readonly response: { jsonrpc: '2.0'; id: null; error: { code: number; message: string } };
  constructor(message: string) {
    super(message);
    this.response = {
      jsonrpc: '2.0',
      id: null,
      error: { code: JSON_RPC_ERROR_CODES.invalidParams, message },
    };
  }
}

/** The spec's `sendTransfer` (one recipient, or a list; amounts as decimal strings of sats) as
 * sats-connect's: a recipient list with numeric amounts and no network, which Xverse refuses. */
export function toSatsConnectSendTransfer(params: unknown): unknown {
  if (!isRecord(params)) return params;
  const recipients = Array.isArray(params.recipients)
    ? (params.recipients as unknown[])
    : [{ address: params.address, amount: params.amount }];
  return {
    recipients: recipients.map((recipient) => {
      const { address, amount } = isRecord(recipient) ? recipient : {};
      // Sats fit a double exactly: 21 million BTC is 2.1e15 sats, below 2^53.
      return { address, amount: Number(amount) };
    }),
  };
}

/** Network names as the Bitcoin chain whose addresses a PSBT's inputs are read on. */
const NETWORK_KIND_OF_NAME: Readonly<Record<string, NetworkKind>> = {
  mainnet: 'mainnet',
  testnet: 'testnet',
  mocknet: 'testnet',
  devnet: 'devnet',
};

/**
 * The spec's `signPsbt` (hex, `signAtIndex`) as sats-connect's (base64, the indexes grouped by
 * the address that owns each input). Each input's address is read from the PSBT itself (the
 * output it spends), on the request's network; an input whose address the PSBT does not carry,
 * or a request without a network, cannot be asked of Xverse and is refused in words.
 */
export async function toSatsConnectSignPsbt(params: unknown): Promise<unknown> {
  if (!isRecord(params) || typeof params.hex !== 'string') return params;
  const network =
    typeof params.network === 'string' ? NETWORK_KIND_OF_NAME[params.network] : undefined;
  if (!network) {
    throw new UntranslatableRequest(
      'This wallet needs to know the network to sign a PSBT, and a custom network is not one it knows: choose mainnet or testnet.',
    );
  }
  const { readPsbt } = await import('@/lib/read-psbt');
  const reading = readPsbt(params.hex, network);
  if (!reading.ok) throw new UntranslatableRequest(reading.message);
  const { inputs, base64: psbt } = reading.psbt;
  const broadcast = params.broadcast === undefined ? {} : { broadcast: params.broadcast };
  // Without indexes the spec leaves the choice to the wallet; so does sats-connect without
  // `signInputs`.
  if (params.signAtIndex === undefined) return { psbt, ...broadcast };
  const signInputs: Record<string, number[]> = {};
  for (const index of ([] as number[]).concat(params.signAtIndex as number | number[])) {
    const input = inputs[index];
    if (!input) throw new UntranslatableRequest(`The PSBT has no input ${index}.`);
    const address = input.address;
    if (!address) {
      throw new UntranslatableRequest(
        `Input ${index} does not say which address it spends from, which this wallet needs to sign it.`,
      );
    }
    (signInputs[address] ??= []).push(index);
  }
  return { psbt, signInputs, ...broadcast };
}

/** sats-connect's `signPsbt` answer (`psbt` in base64) as the spec's (`hex`); anything else,
 * or an answer that has a `hex` already, is left for the client's validation to judge. */
export function fromSatsConnectSignPsbt(response: unknown): unknown {
  if (!isRecord(response) || !isRecord(response.result)) return response;
  const { psbt, ...rest } = response.result;
  if (typeof psbt !== 'string' || 'hex' in rest) return response;
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(psbt);
  } catch {
    return response;
  }
  return { ...response, result: { ...rest, hex: hex.encode(bytes) } };
}
