import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { routes } from '@/lib/routes';
import { useAnalytics } from '@/analytics/analytics-context';
import { useProviderDetection } from '@/wallet/use-provider-detection';
import { AppHeader } from './app-header';
import styles from './app-layout.module.css';

export function AppLayout() {
  useProviderDetection();
  usePageTracking();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <AppHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* Status banners render here (docs/product-decisions.md#header-and-wallet-connection). */}
        <div id="callout-portal" />
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p className={styles.footerNote}>
          Satchel never holds your keys: every transaction is reviewed and signed in your wallet.
        </p>
        <Link to={routes.changelog()}>Changelog</Link>
      </footer>
    </div>
  );
}

/** A page view on every route change (docs/analytics.md#when-anything-is-sent). */
function usePageTracking() {
  const { pathname } = useLocation();
  const analytics = useAnalytics();
  useEffect(() => {
    analytics.page(undefined, { path: pathname });
  }, [analytics, pathname]);
}
