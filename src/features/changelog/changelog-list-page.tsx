import { Link as RouterLink } from 'react-router';
import { changelogEntries } from 'virtual:satchel-changelog';
import { Link } from '@/design-system/link';
import { PageLayout } from '@/design-system/page-layout';
import { routes } from '@/lib/routes';
import { ChangelogDate } from './changelog-date';
import styles from './changelog.module.css';

/** `/changelog`: every entry, newest first. */
export function ChangelogListPage() {
  return (
    <PageLayout
      title="Changelog"
      lead={
        <>
          What changed in Satchel, newest first. Also as an{' '}
          <Link href={routes.changelogFeed()}>RSS feed</Link>.
        </>
      }
    >
      <ul className={styles.list} aria-label="Changelog entries">
        {changelogEntries.map((entry) => (
          <li key={entry.slug} className={styles.item}>
            <h2 className={styles.itemTitle}>
              <Link asChild>
                <RouterLink to={routes.changelogEntry(entry.slug)}>{entry.title}</RouterLink>
              </Link>
            </h2>
            <ChangelogDate date={entry.date} className={styles.date} />
            <p className={styles.summary}>{entry.summary}</p>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
