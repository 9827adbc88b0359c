import { SectionErrorBoundary } from '@/design-system/section-error-boundary';
import { useSbtcContracts } from '@/stacks/sbtc/use-sbtc-contracts';
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
  // Once, for the sections that name sBTC: the network's own token, from the `/v2/pox` answer the
  // STX and Staking sections read anyway (one cached query), else its known deployment.
  const { token: sbtcToken } = useSbtcContracts(props.network);
  // Each section fails alone, even when an answer breaks its drawing (finding 9).
  return (
    <>
      <SectionErrorBoundary title="Total">
        <PortfolioTotal {...props} sbtcToken={sbtcToken} />
      </SectionErrorBoundary>
      <SectionErrorBoundary title="STX">
        <StxSection {...props} />
      </SectionErrorBoundary>
      <SectionErrorBoundary title="Staking">
        <StakingLine {...props} />
      </SectionErrorBoundary>
      <SectionErrorBoundary title="Tokens">
        <TokensSection {...props} sbtcToken={sbtcToken} />
      </SectionErrorBoundary>
      <SectionErrorBoundary title="NFTs">
        <NftsSection {...props} />
      </SectionErrorBoundary>
      <SectionErrorBoundary title="Bitcoin">
        <BitcoinSection {...props} />
      </SectionErrorBoundary>
      <SectionErrorBoundary title="Activity">
        <ActivitySection {...props} sbtcToken={sbtcToken} />
      </SectionErrorBoundary>
    </>
  );
}
