import { KNOWN_PROVIDER_PATHS } from './provider';

/** The wallet families Satchel knows by their injected object; `other` is any wallet
 * registered through WBIP004 `window.wbip_providers` under another id. */
export type WalletFamily = 'leather' | 'xverse' | 'asigna' | 'fordefi' | 'other';

/**
 * Where each family's provider lives on `window`, as @stacks/connect 8.2.7's default provider
 * list names them (its `id`s), with a display name. Xverse's Stacks methods are JSON-RPC
 * requests on `XverseProviders.BitcoinProvider` (sats-connect 0.16 `StxRequests`; @stacks/connect
 * uses that object too); `XverseProviders.StacksProvider` is the older JWT-style API, not used.
 * Asigna injects `AsignaProvider` only inside its own app's iframe.
 */
const [LEATHER, XVERSE, ASIGNA, FORDEFI] = KNOWN_PROVIDER_PATHS;
export const WALLET_FAMILIES: readonly { path: string; family: WalletFamily; name: string }[] = [
  { path: LEATHER, family: 'leather', name: 'Leather' },
  { path: XVERSE, family: 'xverse', name: 'Xverse' },
  { path: ASIGNA, family: 'asigna', name: 'Asigna Multisig' },
  { path: FORDEFI, family: 'fordefi', name: 'Fordefi' },
];

export function familyOfPath(path: string): WalletFamily {
  return WALLET_FAMILIES.find((known) => known.path === path)?.family ?? 'other';
}
