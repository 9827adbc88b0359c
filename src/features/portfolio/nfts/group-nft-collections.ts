import type { NftHolding } from '@/stacks/api/nft-holdings';
import { splitAssetIdentifier, type AssetIdentifier } from '@/stacks/asset-identifier';

/** The NFTs of one collection (`address.contract::nft-name`) the account holds. */
export interface NftCollection {
  asset: AssetIdentifier;
  contract: `${string}.${string}`;
  /** The collection's name inside its contract (`define-non-fungible-token`). */
  name: string;
  holdings: NftHolding[];
}

/** Holdings grouped by collection, collections and ids in the order the API listed them. */
export function groupNftCollections(holdings: readonly NftHolding[]): NftCollection[] {
  const collections = new Map<AssetIdentifier, NftCollection>();
  for (const holding of holdings) {
    const collection = collections.get(holding.asset);
    if (collection) {
      collection.holdings.push(holding);
    } else {
      collections.set(holding.asset, {
        asset: holding.asset,
        contract: holding.contract,
        name: splitAssetIdentifier(holding.asset).assetName,
        holdings: [holding],
      });
    }
  }
  return [...collections.values()];
}
