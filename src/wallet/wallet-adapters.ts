import { JSON_RPC_ERROR_CODES } from './errors';
import type { WalletProvider } from './provider';
import type { WalletFamily } from './wallet-family';
import {
  fromSatsConnectSignPsbt,
  toSatsConnectSendTransfer,
  toSatsConnectSignPsbt,
  UntranslatableRequest,
} from './xverse-bitcoin-requests';

// Per-family translation where a wallet's method names, shapes or error codes differ from the
// spec's (which Leather speaks). Everything the adapter returns still goes through the wallet
// client's validation; an adapter only renames, never trusts.

/**
 * sats-connect 0.16 `RpcErrorCode` (the codes Xverse answers with): USER_REJECTION -32000,
 * METHOD_NOT_SUPPORTED -32001, ACCESS_DENIED -32002. Mapped to the spec's codes
 * (docs/wallet-protocol.md#error-codes) so the same classes and words follow: a rejection stays
 * silent, as with Leather's 4001.
 */
const XVERSE_ERROR_CODES: ReadonlyMap<number, number> = new Map([
  [-32000, JSON_RPC_ERROR_CODES.userRejection],
  [-32001, JSON_RPC_ERROR_CODES.methodNotSupported],
  [-32002, JSON_RPC_ERROR_CODES.permissionDenied],
]);

/** sats-connect `AddressType`s that are Bitcoin address types we store
 * (docs/product-decisions.md#storage). */
const BITCOIN_ADDRESS_TYPES = new Set(['p2wpkh', 'p2tr', 'p2pkh', 'p2sh']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Rewrites the code of an `{error: {code}}` response (resolved or rejected) or of a bare
 * `{code}` error; anything else passes unchanged. */
function translateErrorCode(answer: unknown): unknown {
  if (!isRecord(answer)) return answer;
  const error = isRecord(answer.error) ? answer.error : answer;
  const code = error.code;
  if (typeof code !== 'number') return answer;
  const mapped = XVERSE_ERROR_CODES.get(code);
  if (mapped === undefined) return answer;
  const translated = { ...error, code: mapped };
  return error === answer ? translated : { ...answer, error: translated };
}

/**
 * `wallet_connect`'s result (sats-connect `connectResultSchema`: `addresses[]` of `{address,
 * publicKey, purpose: 'stacks'|'payment'|'ordinals'…, addressType}`) as the spec's getAddresses
 * answer (`{symbol: 'STX'|'BTC', …}` entries). Entries of other kinds are dropped.
 */
function toSpecAddresses(result: unknown): unknown {
  if (!isRecord(result) || !Array.isArray(result.addresses)) return result;
  const addresses = (result.addresses as unknown[]).flatMap((entry) => {
    if (!isRecord(entry) || typeof entry.address !== 'string') return [];
    const publicKey = typeof entry.publicKey === 'string' ? entry.publicKey : undefined;
    if (entry.purpose === 'stacks') return [{ symbol: 'STX', address: entry.address, publicKey }];
    if (
      (entry.purpose === 'payment' || entry.purpose === 'ordinals') &&
      typeof entry.addressType === 'string' &&
      BITCOIN_ADDRESS_TYPES.has(entry.addressType)
    ) {
      return [{ symbol: 'BTC', type: entry.addressType, address: entry.address, publicKey }];
    }
    return [];
  });
  return { addresses };
}

/**
 * A transaction answer's `txId` as the spec's `txid`. @stacks/connect 8.2.7 does the same for
 * every answer ("Fordefi returns `txId`, others return `txid`", its result overrides); an
 * answer that has a `txid` already is left as it is.
 */
function withSpecTxid(response: unknown): unknown {
  if (!isRecord(response) || !isRecord(response.result)) return response;
  const { txId, ...rest } = response.result;
  if (txId === undefined || 'txid' in rest) return response;
  return { ...response, result: { ...rest, txid: txId } };
}

/** The spec's Bitcoin requests in sats-connect's shapes (xverse-bitcoin-requests.ts); the
 * others are the same in both. */
async function toSatsConnectParams(method: string, params: unknown): Promise<unknown> {
  if (method === 'sendTransfer') return toSatsConnectSendTransfer(params);
  if (method === 'signPsbt') return toSatsConnectSignPsbt(params);
  return params;
}

/**
 * The provider as the wallet client speaks to it. Xverse, and Fordefi (which @stacks/connect
 * 8.2.7 sends the same requests as Xverse: `getAddresses` becomes `wallet_connect`), get their
 * address request renamed and its answer reshaped; Xverse's error codes are mapped. Fordefi's
 * error codes are not documented: they keep the spec's meaning; its `txId` becomes `txid`. Both
 * get `sendTransfer` and `signPsbt` in sats-connect's shapes, as @stacks/connect sends them.
 * Leather, Asigna (whose @stacks/connect provider forwards requests unchanged) and other WBIP004
 * wallets pass through.
 */
export function adaptProvider(family: WalletFamily, raw: WalletProvider): WalletProvider {
  if (family !== 'xverse' && family !== 'fordefi') return raw;
  const mapErrors = family === 'xverse' ? translateErrorCode : (answer: unknown) => answer;
  return {
    async request(method, params) {
      const connecting = method === 'getAddresses';
      let response: unknown;
      try {
        response = await raw.request(
          connecting ? 'wallet_connect' : method,
          connecting ? undefined : await toSatsConnectParams(method, params),
        );
      } catch (error) {
        if (error instanceof UntranslatableRequest) return error.response;
        throw mapErrors(error);
      }
      response = mapErrors(response);
      if (connecting && isRecord(response) && 'result' in response) {
        return { ...response, result: toSpecAddresses(response.result) };
      }
      if (method === 'signPsbt') response = fromSatsConnectSignPsbt(response);
      return family === 'fordefi' ? withSpecTxid(response) : response;
    },
  };
}
