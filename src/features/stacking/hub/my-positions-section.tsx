import type { ReactNode } from 'react';
import styles from './stacking-hub.module.css';

const MY_POSITIONS_HEADING_ID = 'my-positions-heading';

/** The "My positions" frame, shared by the slot (before its code loads) and the positions. */
export function MyPositionsSection({ children }: { children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={MY_POSITIONS_HEADING_ID}>
      <h2 id={MY_POSITIONS_HEADING_ID}>My positions</h2>
      {children}
    </section>
  );
}
