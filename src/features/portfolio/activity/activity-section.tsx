import { Shimmer } from '@/design-system/shimmer';
import type { PortfolioSectionProps } from '../portfolio-section-props';
import styles from '../portfolio-page.module.css';

/** Placeholder: the section is being built (issue 14). */
export function ActivitySection(_props: PortfolioSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="activity-section-heading">
      <h2 id="activity-section-heading">Activity</h2>
      <Shimmer label="Loading Activity" />
    </section>
  );
}
