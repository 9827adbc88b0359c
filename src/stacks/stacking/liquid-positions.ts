import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ActiveNetwork } from '../active-network';
import { fetchStacksApi } from '../stacks-api';
import { fetchMempoolTxs, pendingCalls, type PendingStackingTx } from '../api/mempool-transactions';
import { stackingProtocols, type LiquidProtocol } from './stacking-protocols';
import { stackingQueryKey } from './stacking-queries';

// The user's liquid-stacking positions: the protocols' tokens they hold (GET
// /extended/v1/address/{p}/balances, `fungible_tokens` keyed `contract::asset`) and their
// deposits still in the mempool. Plain JSON only: the /stacking hub shows these on the first page.

export interface LiquidPosition {
  protocol: LiquidProtocol;
  /** Token base units (6 decimals). */
  tokenBalance: bigint;
  pending: PendingStackingTx[];
}

const fungibleBalancesSchema = z.object({
  fungible_tokens: z.record(
    z.string().min(1).max(300),
    z.object({
      balance: z
        .string()
        .regex(/^\d{1,40}$/)
        .transform((value) => BigInt(value)),
    }),
  ),
});

export type FungibleBalances = z.infer<typeof fungibleBalancesSchema>;

/** Positions of the protocols with a token balance or a pending deposit, in listed order. */
export function toLiquidPositions(
  protocols: readonly LiquidProtocol[],
  balances: FungibleBalances,
  pending: readonly PendingStackingTx[],
): LiquidPosition[] {
  return protocols.flatMap((protocol) => {
    const key = `${protocol.token.contract}::${protocol.token.assetName}`;
    const tokenBalance = balances.fungible_tokens[key]?.balance ?? 0n;
    const mine = pending.filter(
      (tx) => tx.contract === protocol.contract && tx.functionName === protocol.functionName,
    );
    return tokenBalance > 0n || mine.length > 0 ? [{ protocol, tokenBalance, pending: mine }] : [];
  });
}

export async function fetchLiquidPositions(
  network: Pick<ActiveNetwork, 'apiUrl' | 'kind'>,
  principal: string,
  signal?: AbortSignal,
): Promise<LiquidPosition[]> {
  const protocols = stackingProtocols(network.kind).liquid;
  if (protocols.length === 0) return [];
  const [balances, mempool] = await Promise.all([
    fetchStacksApi({
      network,
      path: `/extended/v1/address/${encodeURIComponent(principal)}/balances`,
      schema: fungibleBalancesSchema,
      signal,
    }),
    fetchMempoolTxs(network, principal, signal),
  ]);
  const pending = pendingCalls(mempool, (contract, fn) =>
    protocols.some((p) => p.contract === contract && p.functionName === fn),
  );
  return toLiquidPositions(protocols, balances, pending);
}

export function liquidPositionsQueryKey(network: ActiveNetwork, principal: string) {
  return [...stackingQueryKey(network, principal), 'liquid-positions'] as const;
}

export function liquidPositionsQueryOptions(network: ActiveNetwork, principal: string) {
  return queryOptions({
    queryKey: liquidPositionsQueryKey(network, principal),
    queryFn: ({ signal }) => fetchLiquidPositions(network, principal, signal),
    refetchInterval: 30_000,
  });
}
