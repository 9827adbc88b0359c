import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { assetIdentifierSchema, type AssetIdentifier } from '../asset-identifier';
import { fetchStacksApi } from '../stacks-api';
import { parsedItems } from './items-that-parse';

// GET /extended/v1/address/{principal}/balances — the account's STX and fungible tokens (NFTs are
// read one by one from the holdings endpoint, nft-holdings.ts).

const microStx = z
  .string()
  .regex(/^\d+$/)
  .transform((value) => BigInt(value));

const fungibleTokenEntrySchema = z.object({
  key: assetIdentifierSchema,
  value: z.object({ balance: microStx }),
});

const accountBalancesSchema = z.object({
  // The burn height the locked STX unlock at; 0 (or absent, on stand-ins) when nothing is locked.
  stx: z.object({
    balance: microStx,
    locked: microStx,
    burnchain_unlock_height: z.number().int().nonnegative().optional(),
  }),
  // Keyed by asset identifier: each key is parsed too, and a token whose key or balance does not
  // parse is left out rather than failing the answer — STX and the other tokens still read.
  // (Absent from some older answers and stand-ins: no tokens.)
  fungible_tokens: z
    .record(z.string(), z.unknown())
    .optional()
    .transform((tokens = {}) =>
      parsedItems(
        fungibleTokenEntrySchema,
        Object.entries(tokens).map(([key, value]) => ({ key, value })),
      ),
    ),
});

/** One fungible token the account holds, in the token's base units. */
export interface FungibleTokenBalance {
  /** `address.contract-name::token-name`, as post-conditions and the wallet name it. */
  asset: AssetIdentifier;
  /** `address.contract-name`, whose read-only functions give the name, symbol and decimals. */
  contract: `${string}.${string}`;
  /** The fungible token's name inside the contract (`define-fungible-token`). */
  tokenName: string;
  balance: bigint;
}

export interface AccountBalances {
  /** Everything the account holds, locked included (µSTX). */
  totalMicroStx: bigint;
  lockedMicroStx: bigint;
  /** What the account can spend now (µSTX). */
  availableMicroStx: bigint;
  /** The burn block the locked STX unlock at; undefined when nothing is locked. */
  unlockBurnHeight: number | undefined;
  /** Tokens with a balance above 0, in the API's order. */
  fungibleTokens: FungibleTokenBalance[];
}

export async function fetchAccountBalances(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  principal: string,
  signal?: AbortSignal,
): Promise<AccountBalances> {
  const { stx, fungible_tokens } = await fetchStacksApi({
    network,
    path: `extended/v1/address/${encodeURIComponent(principal)}/balances`,
    schema: accountBalancesSchema,
    signal,
  });
  const available = stx.balance - stx.locked;
  return {
    totalMicroStx: stx.balance,
    lockedMicroStx: stx.locked,
    availableMicroStx: available > 0n ? available : 0n,
    unlockBurnHeight:
      stx.locked > 0n && stx.burnchain_unlock_height ? stx.burnchain_unlock_height : undefined,
    fungibleTokens: fungible_tokens
      .map(({ key, value }) => ({ ...key, balance: value.balance }))
      .filter(({ balance }) => balance > 0n)
      .map(({ asset, contract, assetName, balance }) => ({
        asset,
        contract,
        tokenName: assetName,
        balance,
      })),
  };
}

export function accountBalancesQueryKey(network: ActiveNetwork, principal: string) {
  return [...networkQueryKey(network), 'account-balances', principal] as const;
}

export function accountBalancesQueryOptions(network: ActiveNetwork, principal: string) {
  return queryOptions({
    queryKey: accountBalancesQueryKey(network, principal),
    queryFn: ({ signal }) => fetchAccountBalances(network, principal, signal),
  });
}
