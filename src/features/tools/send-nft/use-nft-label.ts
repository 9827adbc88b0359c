import type { NftHolding } from '@/stacks/api/nft-holdings';
import { useNftIdPrinter } from '@/stacks/clarity/use-nft-id-printer';
import { nftLabel } from './nft-label';

/** Labels NFTs with their ids printed from the bytes (the API's text until the decoder loads). */
export function useNftLabel(): (holding: NftHolding) => string {
  const printId = useNftIdPrinter();
  return (holding) => nftLabel(holding, printId(holding));
}
