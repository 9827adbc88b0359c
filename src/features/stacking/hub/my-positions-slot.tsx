import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Shimmer } from '@/design-system/shimmer';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { findStxAddress } from '@/wallet/addresses';
import { addressesAtom } from '@/wallet/connection-store';
import { MyPositionsSection } from './my-positions-section';

// The positions code loads only when a wallet is connected, so it stays out of the first page.
const MyPositions = lazy(() =>
  import('./my-positions').then((module) => ({ default: module.MyPositions })),
);

/** "My positions", above the tables, once connected (issue 7). Nothing for a visitor, and
 * nothing before hydration: the prerendered page cannot know the stored addresses. */
export function MyPositionsSlot() {
  const hydrated = useIsHydrated();
  const addresses = useAtomValue(addressesAtom);
  if (!hydrated || addresses.length === 0) return null;
  // Found by symbol, never by position (product.md, Known bugs).
  const stx = findStxAddress(addresses);
  if (!stx) {
    return (
      <MyPositionsSection>
        <p>
          This wallet account has no Stacks address, so it cannot stack. Connect an account that has
          one to see your positions.
        </p>
      </MyPositionsSection>
    );
  }
  return (
    <Suspense
      fallback={
        <MyPositionsSection>
          <Shimmer lines={3} label="Loading your positions…" />
        </MyPositionsSection>
      }
    >
      <MyPositions stxAddress={stx.address} />
    </Suspense>
  );
}
