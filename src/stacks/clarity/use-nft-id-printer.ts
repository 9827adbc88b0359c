import { useQuery } from '@tanstack/react-query';
import type { NftHolding } from '../api/nft-holdings';

/** An NFT's id in Clarity syntax, printed from its bytes once the decoder (and
 * @stacks/transactions) has loaded, lazily, after the page; the API's own text until then, or
 * when the decoder refuses the bytes. Send an NFT and the portfolio's NFTs print ids alike. */
export function useNftIdPrinter(): (holding: NftHolding) => string {
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
  return (holding) => printNftId?.(holding.idHex) ?? holding.idRepr;
}
