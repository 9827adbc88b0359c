import { lazy } from 'react';
import { WhenIdle } from '@/lib/when-idle';
import styles from './network-selector.module.css';

// The prerendered page cannot know the stored network, so it shows a placeholder; the control
// itself loads when the browser is idle or first used (first-load JS budget).
const NetworkControl = lazy(() =>
  import('./network-control').then((m) => ({ default: m.NetworkControl })),
);

const PLACEHOLDER = <span className={styles.placeholder} aria-hidden="true" />;

/** The header's network selector: a placeholder until the browser knows the stored
 * network, then the network control. */
export function NetworkSelector() {
  return (
    <WhenIdle placeholder={PLACEHOLDER}>
      <NetworkControl />
    </WhenIdle>
  );
}
