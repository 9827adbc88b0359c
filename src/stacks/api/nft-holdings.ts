import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { assetIdentifierSchema, type AssetIdentifier } from '../asset-identifier';
import { fetchStacksApi } from '../stacks-api';
import { itemsThatParse } from './items-that-parse';

// GET /extended/v1/tokens/nft/holdings?principal= — the NFTs an account holds now, each as its
// collection (`address.contract::nft-name`) and its id, a Clarity value as hex and as text.

/** How many holdings one page lists: the API's maximum (200) would answer slowly on mainnet. */
const NFT_HOLDINGS_LIMIT = 50;

const nftHoldingsSchema = z.object({
  total: z.number().int().nonnegative(),
  // A holding that does not parse (an odd collection name, a malformed id) is left out, not the
  // whole list.
  results: itemsThatParse(
    z.object({
      asset_identifier: assetIdentifierSchema,
      value: z.object({
        hex: z.string().regex(/^0x(?:[0-9a-fA-F]{2})+$/),
        repr: z.string().max(10_000),
      }),
    }),
  ),
});

export interface NftHolding {
  /** `address.contract-name::nft-name`, as post-conditions and the wallet name it. */
  asset: AssetIdentifier;
  contract: `${string}.${string}`;
  /** The id, a Clarity value serialised as `0x…` hex. */
  idHex: string;
  /** The id as the API writes it in Clarity syntax (`u42`). */
  idRepr: string;
}

export interface NftHoldings {
  holdings: NftHolding[];
  /** All the account holds; more than `holdings.length` when there are more than one page. */
  total: number;
}

export async function fetchNftHoldings(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  principal: string,
  signal?: AbortSignal,
): Promise<NftHoldings> {
  const { total, results } = await fetchStacksApi({
    network,
    path: `extended/v1/tokens/nft/holdings?principal=${encodeURIComponent(principal)}&limit=${NFT_HOLDINGS_LIMIT}`,
    schema: nftHoldingsSchema,
    signal,
  });
  return {
    total,
    holdings: results.map(({ asset_identifier: { asset, contract }, value }) => ({
      asset,
      contract,
      idHex: value.hex.toLowerCase(),
      idRepr: value.repr,
    })),
  };
}

export function nftHoldingsQueryKey(network: ActiveNetwork, principal: string) {
  return [...networkQueryKey(network), 'nft-holdings', principal] as const;
}

export function nftHoldingsQueryOptions(network: ActiveNetwork, principal: string) {
  return queryOptions({
    queryKey: nftHoldingsQueryKey(network, principal),
    queryFn: ({ signal }) => fetchNftHoldings(network, principal, signal),
  });
}
