import type { ReactNode } from 'react';
import { PageLayout } from '@/design-system/page-layout';
import { SectionErrorBoundary } from '@/design-system/section-error-boundary';
import { Shimmer } from '@/design-system/shimmer';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useActiveNetwork } from '@/stacks/active-network';
import { ActivitySection } from './activity/activity-section';
import { BitcoinSection } from './bitcoin/bitcoin-section';
import { NftsSection } from './nfts/nfts-section';
import type { PortfolioSectionProps } from './portfolio-section-props';
import { StakingLine } from './staking/staking-line';
import { StxSection } from './stx/stx-section';
import { TokensSection } from './tokens/tokens-section';
import { PortfolioTotal } from './total/portfolio-total';
import { PortfolioAccountBar } from './account/portfolio-account-bar';
import { usePortfolioAccount } from './account/use-portfolio-account';
import { useRefreshOnConfirm } from './use-refresh-on-confirm';

/** /portfolio — what an account holds, what it is doing and what it did (issue 14), for the
 * connected account or any address linked as `?address=`. */
export function PortfolioPage({ connectControl }: { connectControl: ReactNode }) {
  // The account comes from the URL and the stored wallet: the prerendered HTML and the first
  // client render show the neutral skeleton, so hydration matches.
  const hydrated = useIsHydrated();
  return (
    <PageLayout
      title="Portfolio"
      lead="What an account holds, what it is doing and what it did, read from the chain. Any Stacks address can be looked at; nothing here asks your wallet to sign."
    >
      {hydrated ? (
        <PortfolioBody connectControl={connectControl} />
      ) : (
        <Shimmer label="Loading the portfolio" lines={6} heading />
      )}
    </PageLayout>
  );
}

function PortfolioBody({ connectControl }: { connectControl: ReactNode }) {
  const network = useActiveNetwork();
  const account = usePortfolioAccount(network.kind);
  const shown = account.kind === 'linked' || account.kind === 'connected' ? account : undefined;
  return (
    <>
      <PortfolioAccountBar
        account={account}
        network={network.kind}
        connectControl={connectControl}
      />
      {shown ? (
        <PortfolioSections
          key={`${network.apiUrl}|${shown.address}`}
          network={network}
          address={shown.address}
          btcAddresses={shown.btcAddresses}
        />
      ) : null}
    </>
  );
}

function PortfolioSections(props: PortfolioSectionProps) {
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
