import { lazy } from 'react';
import { Link, NavLink } from 'react-router';
import { ThemeToggle } from '@/design-system/theme-toggle';
import { NetworkSelector } from '@/features/network/network-selector';
import { MockModeHeaderSlot } from '@/features/mock-mode/mock-mode-header-slot';
import { WhatsNewButton } from '@/features/changelog/whats-new-button';
import { routes } from '@/lib/routes';
import { WhenIdle } from '@/lib/when-idle';
import styles from './app-header.module.css';

// The wallet control (errors, connection flow, network checks) loads when the browser is idle or
// at the first pointer or focus, not with the first page.
const ConnectControl = lazy(() =>
  import('@/features/connect/connect-control').then((m) => ({ default: m.ConnectControl })),
);

/** The prerendered page cannot know the wallet anyway: an inert placeholder of the control's
 * size holds its place until its code is in. */
const CONNECT_PLACEHOLDER = <span className={styles.connectPlaceholder} aria-hidden="true" />;

/** Nav lists only pages that exist. */
const NAV_ITEMS = [
  { to: routes.staking(), label: 'Staking' },
  { to: routes.sbtc(), label: 'sBTC' },
  { to: routes.portfolio(), label: 'Portfolio' },
  { to: routes.tools(), label: 'Tools' },
] as const;

/** docs/product-decisions.md#header-and-wallet-connection: title on the left; mock-mode toggle and
 * the wallet control on the right. */
export function AppHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={routes.home()} className={styles.title}>
          Satchel
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.navList}>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={styles.navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <MockModeHeaderSlot />
          <WhatsNewButton className={styles.whatsNew} />
          <NetworkSelector />
          <ThemeToggle />
          <WhenIdle placeholder={CONNECT_PLACEHOLDER}>
            <ConnectControl />
          </WhenIdle>
        </div>
      </div>
    </header>
  );
}
