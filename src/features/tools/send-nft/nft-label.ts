import type { NftHolding } from '@/stacks/api/nft-holdings';

/** "arties u42": the collection's contract name and the id in Clarity syntax — `idText` when
 * given (printed from the id's bytes, what the post-condition will name, print-nft-id.ts), else
 * the API's own text. */
export function nftLabel(holding: NftHolding, idText: string = holding.idRepr): string {
  const [, contractName = holding.contract] = holding.contract.split('.');
  return `${contractName} ${idText}`;
}
