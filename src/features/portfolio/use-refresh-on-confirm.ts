import {
  useQuery,
  useQueryClient,
  type InfiniteData,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { networkQueryKey, type ActiveNetwork } from '@/stacks/active-network';
import type { AccountTransaction } from '@/stacks/api/account-transaction';
import { addressMempoolQueryOptions } from '@/stacks/api/address-mempool';
import { addressTransactionsQueryOptions } from '@/stacks/api/address-transactions';
import { isPox5Contract } from '@/stacks/staking/is-pox-5-contract';

// Behaviour: "refreshed when a transaction of this account confirms". The account's
// mempool is polled; when a txid seen pending is no longer there (mined, or dropped), every query
// of this network whose key names the address is invalidated — balances, tokens, NFTs, staking,
// activity, the mempool itself — so each section refetches what the transaction changed. Every
// portfolio read keys by `[network, apiUrl, …, address, …]` (plain values, docs/architecture.md).
//
// A busy address confirms often, so (review 14 #4) the refresh is cheap: confirmations within
// REFRESH_DEBOUNCE_MS make one refresh; the history goes back to its first page (the newest, where
// a confirmed transaction lands) instead of refetching every page loaded; the per-cycle reward
// reads (a read-only call per cycle) are read again only when a staking call confirmed.

/** How often the mempool is read while something of the account waits in it: a Stacks block
 * comes every few seconds since Nakamoto, and the devnet in e2e mines on demand. */
const PENDING_POLL_MS = 3_000;
/** Otherwise, still now and then: a transaction the account sends from another app or device
 * appears pending here and then refreshes the page once mined. */
const IDLE_POLL_MS = 30_000;

/** Confirmations this close together make one refresh (a Stacks block often confirms several of
 * an account's transactions, and the mempool poll sees them leave one read apart). */
const REFRESH_DEBOUNCE_MS = 500;

/** The key part of the per-cycle staking reward reads (staker-rewards-by-cycle.ts). */
const REWARD_READS = 'rewards-by-cycle';

/** Calls that can change the account's staking rewards: pox-5 itself (at its boot address) or a
 * signer-manager's stake / claim / delegate / pull functions (managers are any contract). */
const STAKING_FUNCTION = /^(stake|unstake|claim|delegate|revoke|pull|withdraw)/;

function isStakingCall(tx: AccountTransaction): boolean {
  if (tx.payload.type !== 'contract_call') return false;
  return isPox5Contract(tx.payload.contractId) || STAKING_FUNCTION.test(tx.payload.functionName);
}

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

function refreshAddressQueries(
  queryClient: QueryClient,
  network: ActiveNetwork,
  address: string,
  stakingConfirmed: boolean,
): Promise<void> {
  const historyKey = addressTransactionsQueryOptions(network, address).queryKey;
  queryClient.setQueryData<InfiniteData<unknown, number>>(historyKey, (data) =>
    data && data.pages.length > 1
      ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
      : data,
  );
  return queryClient.invalidateQueries({
    predicate: (query) =>
      isAddressQuery(query, network, address) &&
      (stakingConfirmed || !query.queryKey.includes(REWARD_READS)),
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
  const { data: pending } = useQuery({
    ...addressMempoolQueryOptions(network, address),
    select: (mempool) => mempool.transactions,
    refetchInterval: (query) =>
      (query.state.data?.transactions.length ?? 0) > 0 ? PENDING_POLL_MS : IDLE_POLL_MS,
  });
  const seen = useRef<ReadonlyMap<string, AccountTransaction> | undefined>(undefined);
  const scheduled = useRef<{ timer: ReturnType<typeof setTimeout>; staking: boolean } | undefined>(
    undefined,
  );
  useEffect(() => {
    if (!pending) return;
    const previous = seen.current;
    const now = new Map(pending.map((tx) => [tx.txid, tx]));
    seen.current = now;
    const left = previous ? [...previous.values()].filter((tx) => !now.has(tx.txid)) : [];
    if (left.length === 0) return;
    const staking = (scheduled.current?.staking ?? false) || left.some(isStakingCall);
    if (scheduled.current) clearTimeout(scheduled.current.timer);
    scheduled.current = {
      staking,
      timer: setTimeout(() => {
        scheduled.current = undefined;
        void refreshAddressQueries(queryClient, network, address, staking);
      }, REFRESH_DEBOUNCE_MS),
    };
  }, [pending, queryClient, network, address]);
  // A refresh still waiting when the page leaves this account is no longer wanted.
  useEffect(
    () => () => {
      if (scheduled.current) clearTimeout(scheduled.current.timer);
    },
    [],
  );
}
