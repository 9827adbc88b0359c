import { Link as RouterLink } from 'react-router';
import { changelogEntries } from 'virtual:satchel-changelog';
import { Link } from '@/design-system/link';
import { PageLayout } from '@/design-system/page-layout';
import { routes } from '@/lib/routes';
import { ChangelogContent } from './changelog-content';
import { ChangelogDate } from './changelog-date';
import styles from './changelog.module.css';

/** `/changelog/:slug`: one entry; an unknown slug says so and leads back to the list. */
export function ChangelogEntryPage({ slug }: { slug: string | undefined }) {
  const entry = changelogEntries.find((candidate) => candidate.slug === slug);
  const back = (
    <Link asChild className={styles.back}>
      <RouterLink to={routes.changelog()}>All changes</RouterLink>
    </Link>
  );
  if (!entry) {
    return (
      <PageLayout title="No such changelog entry" lead="This entry does not exist or was renamed.">
        {back}
      </PageLayout>
    );
  }
  return (
    <PageLayout title={entry.title} lead={entry.summary}>
      <ChangelogDate date={entry.date} className={styles.date} />
      <ChangelogContent blocks={entry.body} />
      {back}
    </PageLayout>
  );
}
