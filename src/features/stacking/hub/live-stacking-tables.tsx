import { useQuery } from '@tanstack/react-query';
import {
  findPoolFigures,
  findTokenFigures,
  stackingTrackerPoolsQueryOptions,
  stackingTrackerTokensQueryOptions,
} from '@/stacks/stacking-tracker/stacking-tracker-queries';
import { liveFiguresState } from './live-figure';
import { LiquidStackingTableLayout } from './liquid-stacking-table.layout';
import { PooledStackingTableLayout } from './pooled-stacking-table.layout';

/** The hub's tables with the stacking-tracker's figures (loaded after hydration). */
export function LivePooledStackingTable() {
  const query = useQuery(stackingTrackerPoolsQueryOptions());
  const { data } = query;
  return (
    <PooledStackingTableLayout
      state={liveFiguresState(query)}
      figuresFor={(pool) => (data ? findPoolFigures(pool, data) : undefined)}
    />
  );
}

export function LiveLiquidStackingTable() {
  const query = useQuery(stackingTrackerTokensQueryOptions());
  const { data } = query;
  return (
    <LiquidStackingTableLayout
      state={liveFiguresState(query)}
      figuresFor={(protocol) => (data ? findTokenFigures(protocol, data) : undefined)}
    />
  );
}
