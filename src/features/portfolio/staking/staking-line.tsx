import { Shimmer } from '@/design-system/shimmer';
import type { PortfolioSectionProps } from '../portfolio-section-props';
import styles from '../portfolio-page.module.css';

/** Placeholder: the section is being built (issue 14). */
export function StakingLine(_props: PortfolioSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="staking-line-heading">
      <h2 id="staking-line-heading">Staking</h2>
      <Shimmer label="Loading Staking" />
    </section>
  );
}
