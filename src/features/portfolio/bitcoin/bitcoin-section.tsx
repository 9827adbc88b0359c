import { Shimmer } from '@/design-system/shimmer';
import type { PortfolioSectionProps } from '../portfolio-section-props';
import styles from '../portfolio-page.module.css';

/** Placeholder: the section is being built (issue 14). */
export function BitcoinSection(_props: PortfolioSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="bitcoin-section-heading">
      <h2 id="bitcoin-section-heading">Bitcoin</h2>
      <Shimmer label="Loading Bitcoin" />
    </section>
  );
}
