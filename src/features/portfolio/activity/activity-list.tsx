import { Button } from '@/design-system/button';
import type { ActiveNetwork } from '@/stacks/active-network';
import type { ActivityEntry } from './activity-entry';
import { ActivityRow } from './activity-row';
import { useLoadMoreOnScroll } from './use-load-more-on-scroll';
import styles from './activity-section.module.css';
import { formatNumber } from '@/lib/format-number';

export interface ActivityListProps {
  /** Pending first, then mined, newest first. */
  entries: readonly ActivityEntry[];
  network: ActiveNetwork;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "load more" failed: the button stays, the sentinel stops asking (else a list end
   * on screen would retry in a loop, a new observer firing at once after each failure). */
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  /** How many transactions the API holds in all, when known ("12 of 130 loaded"). */
  total: number | undefined;
}

export function ActivityList({
  entries,
  network,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  total,
}: ActivityListProps) {
  const sentinel = useLoadMoreOnScroll(hasMore && !loadingMore && !loadMoreFailed, onLoadMore);
  // A first page whose every entry was unreadable still has more behind it: the footer shows.
  if (entries.length === 0 && !hasMore) return <p>No transactions yet.</p>;
  return (
    <>
      {entries.length > 0 ? (
        <ul className={styles.list} aria-label="Transactions" data-testid="activity-list">
          {entries.map((entry) => (
            <ActivityRow key={entry.txid} entry={entry} network={network} />
          ))}
        </ul>
      ) : null}
      <div className={styles.footer}>
        {hasMore ? (
          <>
            {loadMoreFailed ? null : <div ref={sentinel} className={styles.sentinel} />}
            <Button size="sm" variant="outline" loading={loadingMore} onClick={onLoadMore}>
              Load more
            </Button>
          </>
        ) : (
          <p>
            {total === undefined
              ? 'That is all the activity.'
              : `All ${formatNumber(total)} mined transactions are shown.`}
          </p>
        )}
      </div>
    </>
  );
}
