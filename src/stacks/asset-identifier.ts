import { z } from 'zod';

// How the Stacks API names a token or an NFT collection: `address.contract-name::asset-name`
// (balances' keys, NFT holdings' `asset_identifier`). Post-conditions and the wallet's transfer
// methods take the same string.

export type AssetIdentifier = `${string}.${string}::${string}`;

const ASSET_IDENTIFIER =
  /^([0-9A-Z]{28,41}\.[a-zA-Z][a-zA-Z0-9_-]{0,127})::([a-zA-Z][a-zA-Z0-9_-]{0,127})$/;

/** The API's asset identifier, parsed into the full string, its contract and the asset's name. */
export const assetIdentifierSchema = z
  .string()
  .regex(ASSET_IDENTIFIER)
  .transform((asset) => {
    const [, contract = '', assetName = ''] = ASSET_IDENTIFIER.exec(asset) ?? [];
    return {
      asset: asset as AssetIdentifier,
      contract: contract as `${string}.${string}`,
      assetName,
    };
  });
