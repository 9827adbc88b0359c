import { ChangelogListPage } from '@/features/changelog/changelog-list-page';

/** /changelog — release notes, newest first. */
export function Component() {
  return <ChangelogListPage />;
}
