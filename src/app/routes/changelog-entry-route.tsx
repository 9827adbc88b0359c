import { useParams } from 'react-router';
import { ChangelogEntryPage } from '@/features/changelog/changelog-entry-page';

/** /changelog/:slug — one release note. */
export function Component() {
  const { slug } = useParams();
  return <ChangelogEntryPage slug={slug} />;
}
