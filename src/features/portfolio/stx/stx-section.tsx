import { Shimmer } from '@/design-system/shimmer';
import type { PortfolioSectionProps } from '../portfolio-section-props';
import styles from '../portfolio-page.module.css';

/** Placeholder: the section is being built (issue 14). */
export function StxSection(_props: PortfolioSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="stx-section-heading">
      <h2 id="stx-section-heading">STX</h2>
      <Shimmer label="Loading STX" />
    </section>
  );
}
