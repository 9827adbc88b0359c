import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PageSection } from '@/design-system/page-layout';
import { SectionFailure } from '@/design-system/section-failure';
import { Shimmer } from '@/design-system/shimmer';
import type { AccountTransaction } from '@/stacks/api/account-transaction';
import { accountTransactionByTxidQueryOptions } from '@/stacks/api/account-transaction-by-txid';
import { addressMempoolQueryOptions, type AddressMempool } from '@/stacks/api/address-mempool';
import { addressTransactionsQueryOptions } from '@/stacks/api/address-transactions';
import type { PortfolioSbtcSectionProps } from '../portfolio-section-props';
import type { ActivityEntry } from './activity-entry';
import { ActivityList } from './activity-list';
import { activityTokenContracts } from './activity-token-contracts';
import { describeActivity } from './describe-activity';
import { DownloadActivityCsv } from './download-activity-csv';
import { useActivityTokenUnits } from './use-activity-token-units';

/** The transactions read by txid that were dropped (a module function: a stable `combine`). */
function droppedOnly(results: readonly { data?: AccountTransaction | undefined }[]) {
  return results.flatMap((result) =>
    result.data?.status.startsWith('dropped') ? [result.data] : [],
  );
}

/** Activity: the account's transactions in words, the mempool's on top, then the mined
 * ones newest first, a page at a time; Download CSV of what is loaded. */
export function ActivitySection({ network, address, sbtcToken }: PortfolioSbtcSectionProps) {
  // The mempool's poll is set by useRefreshOnConfirm (the page's), which shares this query.
  const mempool = useQuery(addressMempoolQueryOptions(network, address));
  const history = useInfiniteQuery(addressTransactionsQueryOptions(network, address));

  // Dropped (review 14 #14): a transaction shown pending that leaves the mempool without reaching
  // the history is read by its txid; a dropped_* status lists it as dropped, with the reason.
  // Txids seen pending are remembered for as long as the section shows this account.
  const [seenPending, setSeenPending] = useState<ReadonlyMap<string, AccountTransaction>>(
    () => new Map(),
  );
  const [mempoolSeen, setMempoolSeen] = useState<AddressMempool | undefined>(undefined);
  if (mempool.data !== mempoolSeen) {
    setMempoolSeen(mempool.data);
    const fresh = (mempool.data?.transactions ?? []).filter((tx) => !seenPending.has(tx.txid));
    if (fresh.length > 0) {
      setSeenPending(new Map([...seenPending, ...fresh.map((tx) => [tx.txid, tx] as const)]));
    }
  }
  const gone = useMemo(() => {
    // Only between reads: while either refetches, a just-mined transaction is in neither.
    if (!mempool.data || !history.data || mempool.isFetching || history.isFetching) return [];
    const pendingNow = new Set(mempool.data.transactions.map((tx) => tx.txid));
    const mined = new Set(
      history.data.pages.flatMap((page) => page.transactions.map((t) => t.tx.txid)),
    );
    return [...seenPending.keys()].filter((txid) => !pendingNow.has(txid) && !mined.has(txid));
  }, [seenPending, mempool.data, mempool.isFetching, history.data, history.isFetching]);
  const dropped = useQueries({
    queries: gone.map((txid) => accountTransactionByTxidQueryOptions(network, txid)),
    combine: droppedOnly,
  });

  const tokenContracts = useMemo(
    () =>
      activityTokenContracts(
        address,
        mempool.data?.transactions ?? [],
        history.data?.pages.flatMap((page) => page.transactions) ?? [],
        sbtcToken,
      ),
    [address, mempool.data, history.data, sbtcToken],
  );
  const tokenUnit = useActivityTokenUnits(network, tokenContracts);

  const entries = useMemo((): ActivityEntry[] => {
    const context = { address, networkKind: network.kind, sbtcToken, tokenUnit };
    const seen = new Set<string>();
    const list: ActivityEntry[] = [];
    const mined = history.data?.pages.flatMap((page) => page.transactions) ?? [];
    const minedTxids = new Set(mined.map((item) => item.tx.txid));
    // A transaction mined between the two reads shows once, as mined; pages are by offset, so
    // one mined in between repeats the previous page's last entry.
    for (const tx of mempool.data?.transactions ?? []) {
      if (minedTxids.has(tx.txid) || seen.has(tx.txid)) continue;
      seen.add(tx.txid);
      list.push(describeActivity(tx, context));
    }
    for (const tx of dropped) {
      if (minedTxids.has(tx.txid) || seen.has(tx.txid)) continue;
      seen.add(tx.txid);
      list.push(describeActivity(tx, context));
    }
    for (const item of mined) {
      if (seen.has(item.tx.txid)) continue;
      seen.add(item.tx.txid);
      list.push(describeActivity(item, context));
    }
    return list;
  }, [address, network.kind, sbtcToken, tokenUnit, mempool.data, history.data, dropped]);

  const unreadable =
    (mempool.data?.unreadable ?? 0) +
    (history.data?.pages.reduce((sum, page) => sum + page.unreadable, 0) ?? 0);
  // Each read fails alone (review 14 #11): a mempool that cannot be read costs the pending rows,
  // never the mined history; only a history that cannot be read fails the whole section.
  const mempoolSettled = mempool.data !== undefined || mempool.isError;

  return (
    <PageSection
      title="Activity"
      actions={
        history.data && mempoolSettled ? (
          <DownloadActivityCsv entries={entries} unreadable={unreadable} address={address} />
        ) : null
      }
    >
      {history.error && !history.data ? (
        <SectionFailure retrying={history.isFetching} onRetry={() => void history.refetch()}>
          {`The activity could not be read: ${history.error.message}.`}
        </SectionFailure>
      ) : history.data && mempoolSettled ? (
        <>
          {mempool.error && !mempool.data ? (
            <SectionFailure retrying={mempool.isFetching} onRetry={() => void mempool.refetch()}>
              {`The pending transactions could not be read: ${mempool.error.message}.`}
            </SectionFailure>
          ) : null}
          <ActivityList
            entries={entries}
            network={network}
            hasMore={history.hasNextPage}
            loadingMore={history.isFetchingNextPage}
            loadMoreFailed={history.isFetchNextPageError}
            onLoadMore={() => {
              if (!history.isFetchingNextPage) void history.fetchNextPage();
            }}
            total={history.data.pages.at(-1)?.total}
          />
          {unreadable > 0 ? (
            <p>
              {unreadable === 1
                ? 'One transaction could not be read and is not listed.'
                : `${String(unreadable)} transactions could not be read and are not listed.`}
            </p>
          ) : null}
          {history.isFetchNextPageError ? (
            <p role="alert">More activity could not be read: {history.error.message}.</p>
          ) : null}
        </>
      ) : (
        <Shimmer label="Loading Activity" lines={6} />
      )}
    </PageSection>
  );
}
