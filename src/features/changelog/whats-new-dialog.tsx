import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { latestChangelogEntries } from 'virtual:satchel-changelog-latest';
import { Badge } from '@/design-system/badge';
import { Dialog } from '@/design-system/dialog';
import { Link } from '@/design-system/link';
import { routes } from '@/lib/routes';
import { ChangelogDate } from './changelog-date';
import { markChangelogSeen, readSeenChangelogSlugs } from './changelog-seen';
import styles from './whats-new.module.css';

/**
 * What's new (docs/product-decisions.md#header-and-wallet-connection "lazily loaded changelog feed
 * area"): the newest three entries, in a chunk of its own loaded when the header's button is first
 * pressed. Entries not shown before are marked New; opening it counts as having seen them, from the
 * next opening on.
 */
export function WhatsNewDialog({ onClose }: { onClose: () => void }) {
  const [unseen] = useState(() => {
    const seen = readSeenChangelogSlugs();
    return new Set(
      latestChangelogEntries.filter((entry) => !seen.has(entry.slug)).map((e) => e.slug),
    );
  });
  useEffect(() => {
    markChangelogSeen(latestChangelogEntries.map((entry) => entry.slug));
  }, []);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="What’s new"
      actions={
        <Link asChild>
          <RouterLink to={routes.changelog()} onClick={onClose}>
            All changes
          </RouterLink>
        </Link>
      }
    >
      <ul className={styles.entries} aria-label="Latest changes">
        {latestChangelogEntries.map((entry) => (
          <li
            key={entry.slug}
            className={styles.entry}
            data-state={unseen.has(entry.slug) ? 'unseen' : 'seen'}
          >
            <div className={styles.entryHeading}>
              <Link asChild>
                <RouterLink to={routes.changelogEntry(entry.slug)} onClick={onClose}>
                  {entry.title}
                </RouterLink>
              </Link>
              {unseen.has(entry.slug) ? <Badge variant="info">New</Badge> : null}
            </div>
            <ChangelogDate date={entry.date} className={styles.date} />
            <p className={styles.summary}>{entry.summary}</p>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
