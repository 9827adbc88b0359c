import { useQuery, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { networkQueryKey, type ActiveNetwork } from '@/stacks/active-network';
import { addressMempoolQueryOptions } from '@/stacks/api/address-mempool';

// Issue 14, Behaviour: "refreshed when a transaction of this account confirms". The account's
// mempool is polled; when a txid seen pending is no longer there (mined, or dropped), every query
// of this network whose key names the address is invalidated — balances, tokens, NFTs, staking,
// activity, the mempool itself — so each section refetches what the transaction changed. Every
// portfolio read keys by `[network, apiUrl, …, address, …]` (plain values, docs/architecture.md).

/** How often the mempool is read while something of the account waits in it: a Stacks block
 * comes every few seconds since Nakamoto, and the devnet in e2e mines on demand. */
const PENDING_POLL_MS = 3_000;
/** Otherwise, still now and then: a transaction the account sends from another app or device
 * appears pending here and then refreshes the page once mined. */
const IDLE_POLL_MS = 30_000;

function keyNames(value: unknown, address: string): boolean {
  if (value === address) return true;
  if (Array.isArray(value)) return value.some((item) => keyNames(item, address));
  if (value !== null && typeof value === 'object') {
    return Object.values(value).some((item) => keyNames(item, address));
  }
  return false;
}

/** Whether `query` reads something of `address` on `network`. */
export function isAddressQuery(
  query: Pick<Query, 'queryKey'>,
  network: ActiveNetwork,
  address: string,
) {
  const [name, apiUrl] = networkQueryKey(network);
  const key = query.queryKey;
  // Most keys start with the network; a few put a name first (`['node-info', name, apiUrl]`).
  const onNetwork = key.includes(name) && key.includes(apiUrl);
  return onNetwork && keyNames(key, address);
}

function invalidateAddressQueries(
  queryClient: QueryClient,
  network: ActiveNetwork,
  address: string,
): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => isAddressQuery(query, network, address),
  });
}

/** Called once by the portfolio page for the account it shows. */
export function useRefreshOnConfirm({
  network,
  address,
}: {
  network: ActiveNetwork;
  address: string;
}): void {
  const queryClient = useQueryClient();
  const { data: pendingTxids } = useQuery({
    ...addressMempoolQueryOptions(network, address),
    select: (mempool) => mempool.transactions.map((tx) => tx.txid),
    refetchInterval: (query) =>
      (query.state.data?.transactions.length ?? 0) > 0 ? PENDING_POLL_MS : IDLE_POLL_MS,
  });
  const seen = useRef<ReadonlySet<string> | undefined>(undefined);
  useEffect(() => {
    if (!pendingTxids) return;
    const previous = seen.current;
    const now = new Set(pendingTxids);
    seen.current = now;
    if (previous && [...previous].some((txid) => !now.has(txid))) {
      void invalidateAddressQueries(queryClient, network, address);
    }
  }, [pendingTxids, queryClient, network, address]);
}
