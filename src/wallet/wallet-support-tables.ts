import type { WalletFamily } from './wallet-family';

// Methods a wallet family supports when the wallet itself does not list them (WBIP004 `methods`,
// getInfo's `supportedMethods`). Only where a public source says so; `undefined` means "not
// documented": the wallet is then asked (getInfo / supportedMethods) as Leather is, and a
// refusal (4002 / -32601) is shown as unsupported.

/** Xverse: sats-connect 0.16 (`@sats-connect/core` index.d.ts, `StxRequests` and
 * `BtcRequests`), the library Xverse publishes for its provider; `getAddresses` is sent as
 * `wallet_connect` (wallet-adapters.ts). */
const XVERSE_METHODS = [
  'getInfo',
  'getAddresses',
  'stx_getAddresses',
  'stx_transferStx',
  'stx_callContract',
  'stx_deployContract',
  'stx_signTransaction',
  'stx_signMessage',
  'stx_signStructuredMessage',
  'sendTransfer',
  'signMessage',
  'signPsbt',
] as const;

export const WALLET_SUPPORT_TABLES: Readonly<Record<WalletFamily, readonly string[] | undefined>> =
  {
    leather: undefined, // Leather answers getInfo / supportedMethods itself (docs/wallet-protocol.md#methods).
    xverse: XVERSE_METHODS,
    // Asigna and Fordefi publish no method list we could find (their docs are silent):
    // treated conservatively, by asking the wallet and honouring its refusal.
    asigna: undefined,
    fordefi: undefined,
    other: undefined,
  };
