import { lazy, Suspense } from 'react';
import { useIdleReady } from '@/lib/use-idle-ready';
import styles from './network-selector.module.css';

// The prerendered page cannot know the stored network, so it shows a placeholder; the control
// itself loads when the browser is idle or first used (first-load JS budget, issue 16).
const NetworkControl = lazy(() =>
  import('./network-control').then((m) => ({ default: m.NetworkControl })),
);

/** The header's network selector (issue 5): a placeholder until the browser knows the stored
 * network, then the network control. */
export function NetworkSelector() {
  const ready = useIdleReady();
  const placeholder = <span className={styles.placeholder} aria-hidden="true" />;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NetworkControl />
    </Suspense>
  );
}
