import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@/design-system/link';
import { PageHeading } from '@/design-system/page-layout';
import { Shimmer } from '@/design-system/shimmer';
import { TOOLS, type ToolSlug } from '@/config/tools';
import { routes } from '@/lib/routes';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import styles from './tool-page.module.css';

/**
 * The frame of every `/tools/<slug>` page: a way back to the list, the tool's name as the `h1`
 * and its one-line summary. The page is prerendered; the tool itself depends on the stored wallet
 * and network, which the server cannot know, so it renders once hydration is over (until then a
 * placeholder holds its place) — the prerendered HTML and the first client render always match.
 */
export function ToolPage({ tool, children }: { tool: ToolSlug; children: ReactNode }) {
  const hydrated = useIsHydrated();
  const { name, summary } = TOOLS[tool];
  return (
    <div className={styles.page} data-tool={tool}>
      <nav aria-label="Breadcrumb">
        <Link asChild size="sm" variant="text">
          <RouterLink to={routes.tools()}>All tools</RouterLink>
        </Link>
      </nav>
      <PageHeading title={name} lead={summary} />
      {hydrated ? children : <Shimmer lines={4} label={`Loading ${name}…`} />}
    </div>
  );
}
