import { Link, NavLink } from 'react-router';
import { ThemeToggle } from '@/design-system/theme-toggle';
import { ConnectControl } from '@/features/connect/connect-control';
import { NetworkSelector } from '@/features/network/network-selector';
import { MockModeHeaderSlot } from '@/features/mock-mode/mock-mode-header-slot';
import { routes } from '@/lib/routes';
import styles from './app-header.module.css';

/** Nav lists only pages that exist. */
const NAV_ITEMS = [
  { to: routes.staking(), label: 'Staking' },
  { to: routes.sbtc(), label: 'sBTC' },
  { to: routes.portfolio(), label: 'Portfolio' },
  { to: routes.tools(), label: 'Tools' },
] as const;

/** Spec §2: title on the left; mock-mode toggle and the wallet control on the right. */
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
          <NetworkSelector />
          <ThemeToggle />
          <ConnectControl />
        </div>
      </div>
    </header>
  );
}
