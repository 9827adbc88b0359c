import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { assetIdentifierSchema, type AssetIdentifier } from '../asset-identifier';
import { fetchStacksApi } from '../stacks-api';

// GET /extended/v1/address/{principal}/balances — the account's STX and fungible tokens (NFTs are
// read one by one from the holdings endpoint, nft-holdings.ts).

const microStx = z
  .string()
  .regex(/^\d+$/)
  .transform((value) => BigInt(value));

const accountBalancesSchema = z.object({
  stx: z.object({ balance: microStx, locked: microStx }),
  // Keyed by asset identifier: each key is parsed too, so a malformed one fails the answer.
  // (Absent from some older answers and stand-ins: no tokens.)
  fungible_tokens: z
    .record(z.string(), z.object({ balance: microStx }))
    .optional()
    .transform((tokens = {}) =>
      Object.entries(tokens).map(([key, { balance }]) => ({ key, balance })),
    )
    .pipe(z.array(z.object({ key: assetIdentifierSchema, balance: z.bigint() }))),
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
    fungibleTokens: fungible_tokens
      .filter(({ balance }) => balance > 0n)
      .map(({ key: { asset, contract, assetName }, balance }) => ({
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
