import { Shimmer } from '@/design-system/shimmer';
import type { PortfolioSectionProps } from '../portfolio-section-props';
import styles from '../portfolio-page.module.css';

/** Placeholder: the section is being built (issue 14). */
export function NftsSection(_props: PortfolioSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="nfts-section-heading">
      <h2 id="nfts-section-heading">NFTs</h2>
      <Shimmer label="Loading NFTs" />
    </section>
  );
}
