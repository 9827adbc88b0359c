import { lazy, Suspense } from 'react';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import styles from './network-selector.module.css';

// The prerendered page cannot know the stored network, so it shows a placeholder; the control
// itself can then load after the first page (first-load JS budget, decision 0006).
const NetworkControl = lazy(() =>
  import('./network-control').then((m) => ({ default: m.NetworkControl })),
);

/** The header's network selector (issue 5): a placeholder until the browser knows the stored
 * network, then the network control. */
export function NetworkSelector() {
  const isHydrated = useIsHydrated();
  const placeholder = <span className={styles.placeholder} aria-hidden="true" />;
  if (!isHydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NetworkControl />
    </Suspense>
  );
}
