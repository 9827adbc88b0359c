import { ChangelogListPage } from '@/features/changelog/changelog-list-page';

/** /changelog — release notes, newest first (issue 17). */
export function Component() {
  return <ChangelogListPage />;
}
