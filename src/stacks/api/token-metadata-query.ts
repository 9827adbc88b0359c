import { queryOptions } from '@tanstack/react-query';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { fetchFtMetadata } from './ft-metadata';

// The query for a SIP-010 token's name, symbol and decimals (the metadata API where
// available, the contract's read-only functions otherwise). Hiro's index answers in one request
// and needs no Clarity decoder; when it does not have the token (the devnet, a custom API, a new
// token) or cannot be read, the contract is asked. That reader (token-metadata.ts) needs
// @stacks/transactions, so it is loaded only then, never with the page.

export function tokenMetadataQueryOptions(network: ActiveNetwork, contract: `${string}.${string}`) {
  return queryOptions({
    queryKey: [...networkQueryKey(network), 'token-metadata', contract] as const,
    queryFn: async ({ signal }) => {
      const indexed = await fetchFtMetadata(network, contract, signal).catch((error: unknown) => {
        // An index that is down or answers oddly is no reason to fail: the contract is the
        // source the index copies from.
        if (signal.aborted) throw error;
        return undefined;
      });
      if (indexed) return indexed;
      const { fetchTokenMetadata } = await import('./token-metadata');
      return fetchTokenMetadata(network, contract, signal);
    },
    // A token's name, symbol and decimals are fixed by its code.
    staleTime: Infinity,
  });
}
