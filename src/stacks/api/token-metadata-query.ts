import { queryOptions } from '@tanstack/react-query';
import { networkQueryKey, type ActiveNetwork } from '../active-network';

// The query for a SIP-010 token's name, symbol and decimals. The reader (token-metadata.ts)
// needs @stacks/transactions, so it is loaded when the query first runs, never with the page.

export function tokenMetadataQueryOptions(network: ActiveNetwork, contract: `${string}.${string}`) {
  return queryOptions({
    queryKey: [...networkQueryKey(network), 'token-metadata', contract] as const,
    queryFn: async ({ signal }) => {
      const { fetchTokenMetadata } = await import('./token-metadata');
      return fetchTokenMetadata(network, contract, signal);
    },
    // A token's name, symbol and decimals are fixed by its code.
    staleTime: Infinity,
  });
}
