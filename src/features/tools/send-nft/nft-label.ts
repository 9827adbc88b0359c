import type { NftHolding } from '@/stacks/api/nft-holdings';
import { parseContractId } from '@/stacks/contract-id';

/** "arties u42": the collection's contract name and the id in Clarity syntax — `idText` when
 * given (printed from the id's bytes, what the post-condition will name, print-nft-id.ts), else
 * the API's own text. */
export function nftLabel(holding: NftHolding, idText: string = holding.idRepr): string {
  const contractName = parseContractId(holding.contract)?.[1] ?? holding.contract;
  return `${contractName} ${idText}`;
}
