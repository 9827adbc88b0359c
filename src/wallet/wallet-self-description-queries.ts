import { queryOptions } from '@tanstack/react-query';
import { getInfo } from './methods/get-info';
import { supportedMethods } from './methods/supported-methods';
import type { WalletProvider } from './provider';
import { requestWallet } from './wallet-client';

// What the connected wallet says about itself (getInfo, supportedMethods), asked once per
// connection: keyed by the connected address, never retried or refetched (an answer does not
// change while the same account stays connected, and a wallet that refuses must not be asked
// again and again). Shared by every tool's support check and by the Wallet tool.

/** Options for asking once: a failure stays a failure until the connection changes. Every
 * question a tool asks the wallet about itself uses them (stx_getNetworks too). */
export const ASK_ONCE_PER_CONNECTION = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
  retryOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

export function walletInfoQueryOptions(connectedAddress: string, provider?: WalletProvider) {
  return queryOptions({
    queryKey: ['wallet', connectedAddress, 'getInfo'] as const,
    queryFn: () => requestWallet(getInfo, undefined, provider),
    ...ASK_ONCE_PER_CONNECTION,
  });
}

export function walletSupportedMethodsQueryOptions(
  connectedAddress: string,
  provider?: WalletProvider,
) {
  return queryOptions({
    queryKey: ['wallet', connectedAddress, 'supportedMethods'] as const,
    queryFn: () => requestWallet(supportedMethods, undefined, provider),
    ...ASK_ONCE_PER_CONNECTION,
  });
}
