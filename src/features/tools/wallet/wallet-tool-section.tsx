import type { ReactNode } from 'react';
import { LabelledSection } from '@/design-system/labelled-section';
import styles from './wallet-tool.module.css';

/** One section of Tools › Wallet, named by its `h2` (`id` is the heading's). */
export function WalletToolSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <LabelledSection {...props} className={styles.section} headingClassName={styles.heading} />
  );
}
