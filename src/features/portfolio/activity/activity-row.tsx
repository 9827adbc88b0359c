import { ExternalLink } from '@/design-system/external-link';
import { StatusIcon } from '@/design-system/status-icon';
import { buildExplorerTxUrl } from '@/lib/links';
import { formatMicroStx } from '@/lib/micro-stx';
import { explorerNetworkParams, type ActiveNetwork } from '@/stacks/active-network';
import type { ActivityEntry, ActivityStatus } from './activity-entry';
import { csvAmountColumns } from './activity-csv';
import { formatActivityAmount } from './format-activity-amount';
import styles from './activity-section.module.css';
import { madeOnFirstUse } from '@/lib/made-on-first-use';

const STATUS_ICON = {
  pending: 'pending',
  confirmed: 'confirmed',
  failed: 'failed',
  dropped: 'failed',
} as const satisfies Record<ActivityStatus, 'pending' | 'confirmed' | 'failed'>;

const STATUS_WORDS: Record<ActivityStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
  dropped: 'Dropped',
};

const timeFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
);

/** `0x1a2b3c…7d8e9f`: enough of a txid to tell two apart. */
function shortTxid(txid: string): string {
  return txid.length > 16 ? `${txid.slice(0, 8)}…${txid.slice(-6)}` : txid;
}

/** Whether `time` is a date that can be written: an Invalid Date makes Intl and toISOString throw. */
function isWritable(time: Date | undefined): time is Date {
  return time !== undefined && Number.isFinite(time.getTime());
}

/** One transaction of the list: status, words, amounts with units, fee, time, explorer link. */
export function ActivityRow({ entry, network }: { entry: ActivityEntry; network: ActiveNetwork }) {
  const status = STATUS_WORDS[entry.status];
  const statusText = entry.failureReason ? `${status}: ${entry.failureReason}` : status;
  return (
    <li className={styles.row} data-status={entry.status} data-txid={entry.txid}>
      {/* The icon is decorative (an empty label hides it): the status text below says it once. */}
      <StatusIcon status={STATUS_ICON[entry.status]} label="" />
      <div className={styles.main}>
        <p className={styles.words} data-testid="activity-words">
          {entry.words}
        </p>
        {entry.status === 'failed' || entry.status === 'dropped' ? (
          <p className={styles.reason} data-testid="activity-status">
            {statusText}
          </p>
        ) : (
          <p className="visually-hidden" data-testid="activity-status">
            {statusText}
          </p>
        )}
        <p className={styles.meta}>
          {isWritable(entry.time) ? (
            <time dateTime={entry.time.toISOString()}>{timeFormat().format(entry.time)}</time>
          ) : (
            <span>{entry.status === 'pending' ? 'Waiting to be mined' : 'Time unknown'}</span>
          )}
          <span data-testid="activity-fee">Fee {formatMicroStx(entry.feeMicroStx)}</span>
          <ExternalLink
            href={buildExplorerTxUrl({ txid: entry.txid, ...explorerNetworkParams(network) })}
          >
            {shortTxid(entry.txid)}
          </ExternalLink>
        </p>
      </div>
      <ul className={styles.amounts} aria-label="Amounts">
        {entry.amounts.map((amount, index) => {
          const [plainAmount, fullUnit] = csvAmountColumns(amount);
          return (
            <li
              key={index}
              data-direction={amount.direction}
              data-amount={plainAmount}
              data-unit={fullUnit}
              data-testid="activity-amount"
              title={amount.unit}
            >
              {amount.direction === 'out' ? '−' : '+'}
              {formatActivityAmount(amount)}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
