import { lazy, Suspense, type ReactNode } from 'react';
import { PageLayout } from '@/design-system/page-layout';
import { Shimmer } from '@/design-system/shimmer';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useActiveNetwork } from '@/stacks/active-network';
import { PortfolioAccountBar } from './account/portfolio-account-bar';
import { usePortfolioAccount } from './account/use-portfolio-account';

// The sections (and their queries, chart and activity) are their own chunk: a visitor with no
// account to show never needs them, and the page's first load stays the frame and the bar
// (requests at load).
const PortfolioSections = lazy(() =>
  import('./portfolio-sections').then((module) => ({ default: module.PortfolioSections })),
);

/** /portfolio — what an account holds, what it is doing and what it did, for the
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
        <Suspense fallback={<Shimmer label="Loading the portfolio" lines={6} heading />}>
          <PortfolioSections
            key={`${network.apiUrl}|${shown.address}`}
            network={network}
            address={shown.address}
            btcAddresses={shown.btcAddresses}
          />
        </Suspense>
      ) : null}
    </>
  );
}
