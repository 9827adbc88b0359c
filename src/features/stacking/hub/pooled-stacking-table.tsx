import { lazy, Suspense, useState } from 'react';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import type { LiveFigures } from './live-stacking-tables';
import { PooledStackingTableLayout } from './pooled-stacking-table.layout';

// The table (names, minimums, links) is prerendered and hydrated with its live cells loading;
// the stacking-tracker reader and TanStack's useQuery arrive right after hydration in their own
// chunk and only feed the cells, so the table itself is never replaced (focus and scroll stay).
const PooledFiguresSource = lazy(() =>
  import('./live-stacking-tables').then((module) => ({ default: module.PooledFiguresSource })),
);

const LOADING: LiveFigures<'pooled'> = { state: 'loading', figuresFor: () => undefined };

export function PooledStackingTable() {
  const hydrated = useIsHydrated();
  const [figures, setFigures] = useState(LOADING);
  return (
    <>
      {hydrated ? (
        <Suspense fallback={null}>
          <PooledFiguresSource onChange={setFigures} />
        </Suspense>
      ) : null}
      <PooledStackingTableLayout state={figures.state} figuresFor={figures.figuresFor} />
    </>
  );
}
