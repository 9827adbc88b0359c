// On the first page, which carries no zod: the schemas of these names are in network-schemas.ts.
import { MAINNET_CHAIN_ID, TESTNET_CHAIN_ID } from './constants';
import { isDevnetBuild } from './devnet-build';
import { env } from './env';

/** The network names the spec knows (docs/product-decisions.md#storage); mocknet is treated as
 * testnet for preferences. */
export const NETWORK_NAMES = ['mainnet', 'testnet', 'devnet', 'mocknet'] as const;
export type NetworkName = (typeof NETWORK_NAMES)[number];

/** The networks served by the local node (http://localhost:3999). */
const LOCAL_NETWORK_NAMES: readonly NetworkName[] = ['devnet', 'mocknet'];

/** The networks a build can reach: the local ones only in a build for the devnet, whose CSP
 * lets the browser call the local node (config/devnet-build.ts). */
export function reachableNetworkNames(devnetBuild: boolean): readonly NetworkName[] {
  return NETWORK_NAMES.filter((name) => devnetBuild || !LOCAL_NETWORK_NAMES.includes(name));
}

/** The networks this build offers, takes from `?chain=` and reads back from storage. */
export const REACHABLE_NETWORK_NAMES = reachableNetworkNames(isDevnetBuild(import.meta.env));

/** docs/product-decisions.md#storage: mainnet unless the build says otherwise
 * (`VITE_DEFAULT_NETWORK`). */
export const DEFAULT_NETWORK: NetworkName = env.VITE_DEFAULT_NETWORK;

/** The three kinds a Stacks network can be (docs/product-decisions.md#networks). */
export type NetworkKind = 'mainnet' | 'testnet' | 'devnet';

export const DEVNET_API_URL = 'http://localhost:3999';

export interface NetworkDefaults {
  apiUrl: string;
  chainId: number;
}

/** Default Stacks API hosts and chain ids (docs/product-decisions.md#networks SDK hosts,
 * docs/product-decisions.md#networks chain ids). Mocknet is the local node under its other name, as
 * in the Stacks SDK. */
export const NETWORK_DEFAULTS: Readonly<Record<NetworkName, NetworkDefaults>> = {
  mainnet: { apiUrl: 'https://api.hiro.so', chainId: MAINNET_CHAIN_ID },
  testnet: { apiUrl: 'https://api.testnet.hiro.so', chainId: TESTNET_CHAIN_ID },
  devnet: { apiUrl: DEVNET_API_URL, chainId: TESTNET_CHAIN_ID },
  mocknet: { apiUrl: DEVNET_API_URL, chainId: TESTNET_CHAIN_ID },
};

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** docs/product-decisions.md#networks: a mainnet chain id gives mainnet; a client base URL equal to
 * the local node on port 3999 gives devnet; otherwise testnet. */
export function deriveNetworkKind({
  chainId,
  apiUrl,
}: {
  chainId: number;
  apiUrl: string;
}): NetworkKind {
  if (chainId === MAINNET_CHAIN_ID) return 'mainnet';
  if (withoutTrailingSlash(apiUrl) === DEVNET_API_URL) return 'devnet';
  return 'testnet';
}

/** docs/product-decisions.md#storage: mocknet is treated as testnet for preferences. */
export function preferenceNetwork(name: NetworkName): Exclude<NetworkName, 'mocknet'> {
  return name === 'mocknet' ? 'testnet' : name;
}
