import type { ReactNode } from 'react';
import styles from './staking-hub.module.css';

/** One section of the hub: a landmark named by its heading, so each is found by its name. */
export function HubSection({
  id,
  headingId,
  title,
  children,
}: {
  id?: string;
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
