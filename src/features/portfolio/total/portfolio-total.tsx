import { Shimmer } from '@/design-system/shimmer';
import type { PortfolioSectionProps } from '../portfolio-section-props';
import styles from '../portfolio-page.module.css';

/** Placeholder: the section is being built (issue 14). */
export function PortfolioTotal(_props: PortfolioSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="portfolio-total-heading">
      <h2 id="portfolio-total-heading">Total</h2>
      <Shimmer label="Loading Total" />
    </section>
  );
}
