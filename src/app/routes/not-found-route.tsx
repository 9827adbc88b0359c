import { routes } from '@/lib/routes';
import { Link, useLocation } from 'react-router';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { PageHeading } from '@/design-system/page-layout';
import styles from './page.module.css';

/**
 * Any unknown path: say so, and offer a way back. The build prerenders this page once and the
 * server sends it with every 404 (server/serve.mjs), so the path appears only after hydration:
 * the prerendered HTML cannot know it.
 */
export function Component() {
  const { pathname } = useLocation();
  const isHydrated = useIsHydrated();
  return (
    <div className={styles.centered}>
      <PageHeading
        title="Page not found"
        lead={
          <>
            There is no page at {isHydrated ? <code>{pathname}</code> : 'this address'}. It may have
            moved, or the link may be mistyped.
          </>
        }
      />
      <p>
        <Link to={routes.staking()}>Go to Staking</Link>
      </p>
    </div>
  );
}
