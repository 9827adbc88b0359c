import { lazy, Suspense } from 'react';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { LiquidStackingTableLayout } from './liquid-stacking-table.layout';

// The table (names, minimums, links) is prerendered and hydrated with its live cells loading;
// the stacking-tracker reader and TanStack's useQuery arrive right after hydration in their own
// chunk, so they stay off the page's critical path.
const LiveLiquidStackingTable = lazy(() =>
  import('./live-stacking-tables').then((module) => ({ default: module.LiveLiquidStackingTable })),
);

const noFigures = () => undefined;

export function LiquidStackingTable() {
  const hydrated = useIsHydrated();
  const loading = <LiquidStackingTableLayout state="loading" figuresFor={noFigures} />;
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <LiveLiquidStackingTable />
    </Suspense>
  );
}
