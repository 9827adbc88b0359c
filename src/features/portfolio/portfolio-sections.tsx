import { SectionErrorBoundary } from '@/design-system/section-error-boundary';
import { ActivitySection } from './activity/activity-section';
import { BitcoinSection } from './bitcoin/bitcoin-section';
import { NftsSection } from './nfts/nfts-section';
import type { PortfolioSectionProps } from './portfolio-section-props';
import { StakingLine } from './staking/staking-line';
import { StxSection } from './stx/stx-section';
import { TokensSection } from './tokens/tokens-section';
import { PortfolioTotal } from './total/portfolio-total';
import { useRefreshOnConfirm } from './use-refresh-on-confirm';

/** The account's sections, once the page knows whose account it shows. */
export function PortfolioSections(props: PortfolioSectionProps) {
  // Once, for every section: a transaction of this account leaving the mempool refetches them.
  useRefreshOnConfirm(props);
  // Each section fails alone, even when an answer breaks its drawing (finding 9).
  return (
    <>
      <SectionErrorBoundary title="Total">
        <PortfolioTotal {...props} />
      </SectionErrorBoundary>
      <SectionErrorBoundary title="STX">
        <StxSection {...props} />
      </SectionErrorBoundary>
      <SectionErrorBoundary title="Staking">
        <StakingLine {...props} />
      </SectionErrorBoundary>
      <SectionErrorBoundary title="Tokens">
        <TokensSection {...props} />
      </SectionErrorBoundary>
      <SectionErrorBoundary title="NFTs">
        <NftsSection {...props} />
      </SectionErrorBoundary>
      <SectionErrorBoundary title="Bitcoin">
        <BitcoinSection {...props} />
      </SectionErrorBoundary>
      <SectionErrorBoundary title="Activity">
        <ActivitySection {...props} />
      </SectionErrorBoundary>
    </>
  );
}
