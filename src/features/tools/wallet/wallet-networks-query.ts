import { queryOptions } from '@tanstack/react-query';
import { stxGetNetworks } from '@/wallet/methods/stx-get-networks';
import { requestWallet } from '@/wallet/wallet-client';
import { ASK_ONCE_PER_CONNECTION } from '@/wallet/wallet-self-description-queries';

/** `stx_getNetworks` for the Wallet tool: asked once per connection, like the wallet's other
 * self-description (tools/shared/wallet-self-description-queries.ts). */
export function walletNetworksQueryOptions(connectedAddress: string) {
  return queryOptions({
    queryKey: ['wallet', connectedAddress, 'stx_getNetworks'] as const,
    queryFn: () => requestWallet(stxGetNetworks, undefined),
    ...ASK_ONCE_PER_CONNECTION,
  });
}
