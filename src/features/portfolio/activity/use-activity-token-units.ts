import { useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TokenUnit } from '@/lib/token-amount';
import type { ActiveNetwork } from '@/stacks/active-network';
import type { TokenMetadata } from '@/stacks/api/token-metadata';
import { tokenMetadataQueryOptions } from '@/stacks/api/token-metadata-query';

/**
 * The symbol and decimals of the tokens in `contracts` (activityTokenContracts), for
 * describeActivity's `tokenUnit`. A token still loading, or whose metadata cannot be read, has no
 * unit: its amounts stay in base units with the token's name (exact, never guessed), and the
 * list rewrites them when the unit arrives.
 */
export function useActivityTokenUnits(
  network: ActiveNetwork,
  contracts: readonly `${string}.${string}`[],
): (contractId: string) => TokenUnit | undefined {
  // A stable combine: the map (and the lookup, and the list's words) change only when a unit does.
  const combine = useCallback(
    (results: readonly { data?: TokenMetadata | undefined }[]) => {
      const byContract = new Map<string, TokenUnit>();
      results.forEach((result, index) => {
        const contract = contracts[index];
        if (contract && result.data) {
          byContract.set(contract, { symbol: result.data.symbol, decimals: result.data.decimals });
        }
      });
      return byContract;
    },
    [contracts],
  );
  const units = useQueries({
    queries: contracts.map((contract) => tokenMetadataQueryOptions(network, contract)),
    combine,
  });
  return useCallback((contractId: string) => units.get(contractId), [units]);
}
