import { lazy, Suspense } from 'react';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { PooledStackingTableLayout } from './pooled-stacking-table.layout';

// The table (names, minimums, links) is prerendered and hydrated with its live cells loading;
// the stacking-tracker reader and TanStack's useQuery arrive right after hydration in their own
// chunk, so they stay off the page's critical path.
const LivePooledStackingTable = lazy(() =>
  import('./live-stacking-tables').then((module) => ({ default: module.LivePooledStackingTable })),
);

const noFigures = () => undefined;

export function PooledStackingTable() {
  const hydrated = useIsHydrated();
  const loading = <PooledStackingTableLayout state="loading" figuresFor={noFigures} />;
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <LivePooledStackingTable />
    </Suspense>
  );
}
