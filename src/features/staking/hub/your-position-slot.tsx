import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Shimmer } from '@/design-system/shimmer';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { YourPositionSection } from './your-position.layout';

// The position reader loads only once a wallet is connected, so it stays off the first page.
const YourPosition = lazy(() =>
  import('./your-position').then((module) => ({ default: module.YourPosition })),
);

function PositionShimmer() {
  return (
    <YourPositionSection>
      <Shimmer lines={3} label="Looking for your position…" />
    </YourPositionSection>
  );
}

/** "Your position", at the top of the hub once connected. Nothing for a visitor, and
 * nothing before hydration: the prerendered page cannot know the stored addresses. */
export function YourPositionSlot({ currentCycle }: { currentCycle: number | undefined }) {
  const hydrated = useIsHydrated();
  const addresses = useAtomValue(addressesAtom);
  if (!hydrated || addresses.length === 0) return null;
  // Found by symbol, never by position (docs/product-decisions.md#known-bugs-not-to-repeat).
  const stx = findStxAddress(addresses);
  if (!stx) {
    return (
      <YourPositionSection>
        <p>
          This wallet account has no Stacks address, so it cannot stake. Connect an account that has
          one to see your position.
        </p>
      </YourPositionSection>
    );
  }
  if (currentCycle === undefined) return <PositionShimmer />;
  return (
    <Suspense fallback={<PositionShimmer />}>
      <YourPosition stxAddress={stx.address} />
    </Suspense>
  );
}
