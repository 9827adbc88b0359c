import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { fetchStacksApi } from '../stacks-api';

// GET /extended/v1/address/{principal}/balances — the account's STX (and tokens, not read yet).

const microStx = z
  .string()
  .regex(/^\d+$/)
  .transform((value) => BigInt(value));

const accountBalancesSchema = z.object({
  stx: z.object({ balance: microStx, locked: microStx }),
});

export interface AccountBalances {
  /** Everything the account holds, locked included (µSTX). */
  totalMicroStx: bigint;
  lockedMicroStx: bigint;
  /** What the account can spend now (µSTX). */
  availableMicroStx: bigint;
}

export async function fetchAccountBalances(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  principal: string,
  signal?: AbortSignal,
): Promise<AccountBalances> {
  const { stx } = await fetchStacksApi({
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
