import { queryOptions } from '@tanstack/react-query';
import { networkQueryKey, type ActiveNetwork } from '../active-network';

// The query for sBTC's total supply (sbtc-total-supply.ts). Its reader needs
// @stacks/transactions, so it loads with the first request, never with the page.

export function sbtcTotalSupplyQueryOptions(network: ActiveNetwork, token: string) {
  return queryOptions({
    queryKey: [...networkQueryKey(network), 'sbtc', token, 'total-supply'] as const,
    queryFn: async ({ signal }) => {
      const { fetchSbtcTotalSupply } = await import('./sbtc-total-supply');
      return fetchSbtcTotalSupply(network, token, signal);
    },
    // It moves with every deposit and withdrawal; a short reuse keeps the two sections that
    // show it from asking twice.
    staleTime: 30_000,
  });
}
