import type { ReactNode } from 'react';
import styles from './wallet-tool.module.css';

/** One section of Tools › Wallet, named by its `h2` (`id` is the heading's, for
 * `aria-labelledby`). */
export function WalletToolSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
