import { lazy, Suspense, useState } from 'react';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import type { LiveFigures } from './live-stacking-tables';
import { LiquidStackingTableLayout } from './liquid-stacking-table.layout';

// The table (names, minimums, links) is prerendered and hydrated with its live cells loading;
// the stacking-tracker reader and TanStack's useQuery arrive right after hydration in their own
// chunk and only feed the cells, so the table itself is never replaced (focus and scroll stay).
const LiquidFiguresSource = lazy(() =>
  import('./live-stacking-tables').then((module) => ({ default: module.LiquidFiguresSource })),
);

const LOADING: LiveFigures<'liquid'> = { state: 'loading', figuresFor: () => undefined };

export function LiquidStackingTable() {
  const hydrated = useIsHydrated();
  const [figures, setFigures] = useState(LOADING);
  return (
    <>
      {hydrated ? (
        <Suspense fallback={null}>
          <LiquidFiguresSource onChange={setFigures} />
        </Suspense>
      ) : null}
      <LiquidStackingTableLayout state={figures.state} figuresFor={figures.figuresFor} />
    </>
  );
}
