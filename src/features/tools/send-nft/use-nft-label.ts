import { useQuery } from '@tanstack/react-query';
import type { NftHolding } from '@/stacks/api/nft-holdings';
import { nftLabel } from './nft-label';

/** Labels NFTs with their ids printed from the bytes once the decoder (and
 * @stacks/transactions) has loaded, lazily, after the page; the API's text until then. */
export function useNftLabel(): (holding: NftHolding) => string {
  const decoder = useQuery({
    queryKey: ['lazy-module', 'print-nft-id'] as const,
    queryFn: async () => {
      const { printNftId } = await import('./print-nft-id');
      return { printNftId };
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const printNftId = decoder.data?.printNftId;
  return (holding) => nftLabel(holding, printNftId?.(holding.idHex) ?? holding.idRepr);
}
