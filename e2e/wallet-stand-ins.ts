import type { Page } from '@playwright/test';
import { stxEntry, btcNativeSegwitEntry } from '../src/mocks/fixtures/wallet-addresses';
import type { StandInAnswer, StandInWalletOptions } from './fixtures';

// The wallet families beside Leather (docs/decisions/0010-wallet-providers.md), each as
// its public sources describe it on the outside. One table serves the Chromium specs (canned
// answers) and the devnet spec (a translator in front of the app's devnet wallet).

/** How a family's provider speaks, where it differs from Leather's (the spec's). */
export interface WalletFamilyStandIn {
  /** The family, as the tests' titles say it. */
  family: string;
  /** Its name on the picker's button. */
  name: string;
  /** Where its provider lives on `window`. */
  path: string;
  /** WBIP004 registration (`window.wbip_providers`), for a wallet known only that way. */
  register?: { name: string; icon?: string; methods: string[] };
  /** What `getAddresses` arrives as: sats-connect's `wallet_connect` for Xverse and Fordefi. */
  connectMethod: 'getAddresses' | 'wallet_connect';
  /** sats-connect providers resolve with the error response; Leather's shape rejects with it. */
  resolveErrors: boolean;
  /** The code it answers a person's refusal with. */
  rejectionCode: number;
  /** The name of a transaction's id in its answers: Fordefi's is `txId` (@stacks/connect 8.2.7
   * renames it for Fordefi: "Fordefi returns `txId`, others return `txid`"). */
  txidField: 'txid' | 'txId';
  /** True when its methods are known before any request (its table or WBIP004 `methods`);
   * otherwise it is asked (getInfo), as Leather is. */
  declaresMethods: boolean;
}

const ICON =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10"/></svg>',
  ).toString('base64');

/** What the stand-ins list as supported: enough to connect and send STX, but no NFT transfer,
 * so /tools/send-nft has something to refuse. */
export const METHODS_WITHOUT_NFT = [
  'getInfo',
  'getAddresses',
  'stx_getAddresses',
  'stx_getNetworks',
  'stx_transferStx',
  'stx_transferSip10Ft',
  'stx_callContract',
  'stx_signMessage',
];

export const XVERSE: WalletFamilyStandIn = {
  family: 'Xverse',
  name: 'Xverse',
  path: 'XverseProviders.BitcoinProvider',
  connectMethod: 'wallet_connect',
  resolveErrors: true,
  // sats-connect 0.16 RpcErrorCode.USER_REJECTION
  rejectionCode: -32000,
  txidField: 'txid',
  declaresMethods: true,
};

/** Families whose connect / refuse / unsupported paths the Chromium spec walks (Xverse has its
 * own tests in wallets.spec.ts). */
export const OTHER_FAMILIES: readonly WalletFamilyStandIn[] = [
  {
    // @stacks/connect 8.2.7 forwards the spec's requests to `AsignaProvider` unchanged, and its
    // answers are Leather's: rejected with the error response.
    family: 'Asigna',
    name: 'Asigna Multisig',
    path: 'AsignaProvider',
    connectMethod: 'getAddresses',
    resolveErrors: false,
    rejectionCode: 4001,
    txidField: 'txid',
    declaresMethods: false,
  },
  {
    // @stacks/connect 8.2.7 sends Fordefi's `UtxoProvider` Xverse's requests (`wallet_connect`)
    // and reads its transactions' `txId`; through sats-connect a provider resolves with the
    // error response. Its codes are not documented: the spec's 4001 for a refusal.
    family: 'Fordefi',
    name: 'Fordefi',
    path: 'FordefiProviders.UtxoProvider',
    connectMethod: 'wallet_connect',
    resolveErrors: true,
    rejectionCode: 4001,
    txidField: 'txId',
    declaresMethods: false,
  },
  {
    // Known only through WBIP004: an id no family has, its name, icon and method list.
    family: 'a WBIP004-only wallet',
    name: 'Some Wallet',
    path: 'SomeWalletProvider',
    register: { name: 'Some Wallet', icon: ICON, methods: METHODS_WITHOUT_NFT },
    connectMethod: 'getAddresses',
    resolveErrors: false,
    rejectionCode: 4001,
    txidField: 'txid',
    declaresMethods: true,
  },
];

/** sats-connect 0.16 `wallet_connect` result (`connectResultSchema`) for the given accounts. */
function satsConnectResult(stx: { address: string; publicKey: string }[]) {
  return {
    id: 'stand-in',
    walletType: 'software',
    addresses: [
      ...stx.map(({ address, publicKey }) => ({
        address,
        publicKey,
        purpose: 'stacks',
        addressType: 'stacks',
        walletType: 'software',
      })),
      {
        address: btcNativeSegwitEntry.address,
        publicKey: btcNativeSegwitEntry.publicKey,
        purpose: 'payment',
        addressType: 'p2wpkh',
        walletType: 'software',
      },
    ],
  };
}

/** The family's answer to the connect request for the fixtures' mainnet account. */
export function connectAnswer(family: WalletFamilyStandIn): StandInAnswer {
  return family.connectMethod === 'wallet_connect'
    ? { result: satsConnectResult([stxEntry]) }
    : { result: { addresses: [btcNativeSegwitEntry, stxEntry] } };
}

/** installStandInWallet's options for the family, answering `answers` in its shapes. */
export function standInOptions(
  family: WalletFamilyStandIn,
  answers: StandInWalletOptions['answers'],
): StandInWalletOptions {
  return {
    path: family.path,
    resolveErrors: family.resolveErrors,
    ...(family.register ? { register: family.register } : {}),
    answers,
  };
}

/**
 * Puts, before any page script runs, a provider at the family's path that speaks the family's
 * shapes on the outside and forwards to the app's devnet wallet (`window.LeatherProvider`, looked
 * up at each call: the app installs it after boot) on the inside — the way the real wallet would
 * answer the same requests with the same keys.
 */
export async function installDevnetStandIn(page: Page, family: WalletFamilyStandIn): Promise<void> {
  await page.addInitScript((standIn: WalletFamilyStandIn) => {
    type Response = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: { code: number } };
    type Entry = { symbol?: string; type?: string; address: string; publicKey?: string };
    const devnetWallet = () =>
      (window as unknown as { LeatherProvider: { request: (m: string, p?: unknown) => unknown } })
        .LeatherProvider;
    // The devnet wallet's 4001 is the family's refusal code; other codes pass as they are.
    const refuse = (response: Response): Response =>
      response.error?.code === 4001
        ? { ...response, error: { ...response.error, code: standIn.rejectionCode } }
        : response;
    // getAddresses' entries as sats-connect's `wallet_connect` addresses.
    const toSatsConnect = (result: { addresses: Entry[] }) => ({
      id: 'devnet-stand-in',
      walletType: 'software',
      addresses: result.addresses.map((entry) => ({
        address: entry.address,
        publicKey: entry.publicKey ?? '',
        purpose: entry.symbol === 'STX' ? 'stacks' : entry.type === 'p2tr' ? 'ordinals' : 'payment',
        addressType: entry.symbol === 'STX' ? 'stacks' : entry.type,
        walletType: 'software',
      })),
    });
    const provider = {
      async request(method: string, params?: unknown) {
        // The same log as installStandInWallet's: a test sees what reached this wallet.
        (window.__walletCalls ??= []).push({ method, params, wallet: standIn.path });
        const connecting =
          standIn.connectMethod === 'wallet_connect' && method === 'wallet_connect';
        try {
          const response = (await devnetWallet().request(
            connecting ? 'getAddresses' : method,
            connecting ? undefined : params,
          )) as Response;
          if (connecting) {
            return {
              ...response,
              result: toSatsConnect(response.result as { addresses: Entry[] }),
            };
          }
          const result = response.result as Record<string, unknown> | undefined;
          if (standIn.txidField === 'txId' && result && 'txid' in result) {
            const { txid, ...rest } = result;
            return { ...response, result: { ...rest, txId: txid } };
          }
          return response;
        } catch (failure) {
          const response = refuse(failure as Response);
          // Leather's shape: rejected with the whole error response, not an Error.
          return standIn.resolveErrors ? response : Promise.reject(response);
        }
      },
    };
    const parts = standIn.path.split('.');
    const last = parts.pop() ?? standIn.path;
    let target = window as unknown as Record<string, unknown>;
    for (const part of parts) target = (target[part] ??= {}) as Record<string, unknown>;
    target[last] = provider;
    if (standIn.register) {
      const win = window as unknown as { wbip_providers?: unknown[] };
      (win.wbip_providers ??= []).push({ id: standIn.path, ...standIn.register });
    }
  }, family);
}
