import { Shimmer } from '@/design-system/shimmer';
import type { PortfolioSectionProps } from '../portfolio-section-props';
import styles from '../portfolio-page.module.css';

/** Placeholder: the section is being built (issue 14). */
export function TokensSection(_props: PortfolioSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="tokens-section-heading">
      <h2 id="tokens-section-heading">Tokens</h2>
      <Shimmer label="Loading Tokens" />
    </section>
  );
}
