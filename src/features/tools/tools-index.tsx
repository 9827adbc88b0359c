import { Link as RouterLink } from 'react-router';
import { TOOL_SLUGS, TOOLS } from '@/config/tools';
import { routes } from '@/lib/routes';
import { PageLayout } from '@/design-system/page-layout';
import styles from './tools-index.module.css';

/** `/tools`: every tool as a card; the whole card is its link, named by the tool. */
export function ToolsIndex() {
  return (
    <PageLayout
      title="Tools"
      lead={
        <>
          Use your wallet directly. Satchel checks what you enter, your wallet shows the exact
          request, and nothing is signed until you approve it there.
        </>
      }
    >
      <ul className={styles.cards} aria-label="Tools">
        {TOOL_SLUGS.map((slug) => (
          <li key={slug} className={styles.card}>
            <h2 className={styles.cardTitle}>
              <RouterLink to={routes.tool(slug)} className={styles.cardLink}>
                {TOOLS[slug].name}
              </RouterLink>
            </h2>
            <p className={styles.cardSummary}>{TOOLS[slug].summary}</p>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
