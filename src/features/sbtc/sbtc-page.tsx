import { Fragment, type ReactNode } from 'react';
import { PageLayout } from '@/design-system/page-layout';
import { SectionErrorBoundary } from '@/design-system/section-error-boundary';
import { Shimmer } from '@/design-system/shimmer';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useActiveNetwork } from '@/stacks/active-network';
import { useSbtcContracts } from '@/stacks/sbtc/use-sbtc-contracts';
import { WhatIsSbtc } from './about/what-is-sbtc';
import { YourSbtcSection } from './balance/your-sbtc-section';
import { BridgeCapacitySection } from './capacity/bridge-capacity-section';
import { EarnWithSbtc } from './earn/earn-with-sbtc';
import { GetSbtcSection } from './get/get-sbtc-section';
import type { SbtcSectionProps } from './sbtc-section-props';
import { useSbtcAccount } from './use-sbtc-account';
import { WithdrawSection } from './withdraw/withdraw-section';

/** /sbtc — what sBTC is, getting it, moving it back to bitcoin, and how it earns now that the
 * rewards program has closed and PoX-5 pays stakers in it. */
export function SbtcPage({ connectControl }: { connectControl: ReactNode }) {
  // The network and the account come from storage: the prerendered HTML and the first client
  // render show the skeleton, so hydration matches.
  const hydrated = useIsHydrated();
  return (
    <PageLayout
      title="sBTC"
      lead="Bitcoin on Stacks, one for one: get it, move it back to bitcoin, and earn it by staking STX."
    >
      {hydrated ? (
        <SbtcSections connectControl={connectControl} />
      ) : (
        <Shimmer label="Loading sBTC" lines={6} heading />
      )}
    </PageLayout>
  );
}

function SbtcSections({ connectControl }: { connectControl: ReactNode }) {
  const network = useActiveNetwork();
  const contracts = useSbtcContracts(network);
  const address = useSbtcAccount(network.kind);
  const props: SbtcSectionProps = { network, contracts, address };
  // Keyed by network and account: a change starts every section afresh. Each fails alone.
  return (
    <Fragment key={`${network.apiUrl}|${address ?? ''}`}>
      <WhatIsSbtc {...props} />
      <SectionErrorBoundary title="Your sBTC">
        <YourSbtcSection {...props} connectControl={connectControl} />
      </SectionErrorBoundary>
      <SectionErrorBoundary title="Get sBTC">
        <GetSbtcSection {...props} />
      </SectionErrorBoundary>
      <SectionErrorBoundary title="Bridge capacity">
        <BridgeCapacitySection {...props} />
      </SectionErrorBoundary>
      <SectionErrorBoundary title="Withdraw sBTC to bitcoin">
        <WithdrawSection {...props} />
      </SectionErrorBoundary>
      <EarnWithSbtc />
    </Fragment>
  );
}
