// No imports with side effects: the server's tests read this file to check the CSP lists these
// origins (server/security-headers.test.ts).

/**
 * A named network served by a host other than a spec name's default
 * (docs/product-decisions.md#networks). It rides on the custom-API mechanism (decision 0006) as a
 * built-in entry: stored as the active custom API, its kind under `network`
 * (docs/decisions/0008-pox5-test-network.md).
 */
export interface NamedApiNetwork {
  /** Stable id, for tests and data attributes. */
  id: 'pox5-testnet';
  /** What the selector calls it. */
  label: string;
  /** The Stacks API base URL, normalised (no trailing slash). */
  url: string;
  chainId: number;
}

/** Hiro's dedicated PoX-5 test network (docs/product-decisions.md#networks: API and chain id
 * 0x80000005). */
const POX5_TESTNET: NamedApiNetwork = {
  id: 'pox5-testnet',
  label: 'PoX-5 testnet',
  url: 'https://api.testnet-pox5.hiro.so',
  chainId: 0x80000005,
};

export const NAMED_API_NETWORKS: readonly NamedApiNetwork[] = [POX5_TESTNET];

export function findNamedApiNetwork(url: string): NamedApiNetwork | undefined {
  return NAMED_API_NETWORKS.find((network) => network.url === url);
}
