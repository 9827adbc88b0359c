import { hexToCV } from '@stacks/transactions';
import type { NftHolding } from '@/stacks/api/nft-holdings';
import { printClarityValue } from '@/stacks/clarity/print-clarity-value';

/** "arties u42 (SP2BE….arties::arties)": the collection's contract name and the id in Clarity
 * syntax, printed from the id's bytes (what the post-condition will name), then the full asset. */
export function nftLabel(holding: NftHolding): string {
  const [, contractName = holding.contract] = holding.contract.split('.');
  let id = holding.idRepr;
  try {
    id = printClarityValue(hexToCV(holding.idHex));
  } catch {
    // The API's own text stands in for bytes the decoder refuses.
  }
  return `${contractName} ${id}`;
}
