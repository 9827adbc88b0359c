import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiquidProtocol, PooledProtocol } from '@/stacks/stacking/stacking-protocols';
import {
  findPoolFigures,
  findTokenFigures,
  stackingTrackerPoolsQueryOptions,
  stackingTrackerTokensQueryOptions,
} from '@/stacks/stacking-tracker/stacking-tracker-queries';
import { liveFiguresState, type LiveFiguresState } from './live-figure';

/** Where a table's live figures stand, and each row's figures once they are there. */
export type LiveFigures<Kind extends 'pooled' | 'liquid'> = {
  state: LiveFiguresState;
  figuresFor: Kind extends 'pooled'
    ? (pool: PooledProtocol) => ReturnType<typeof findPoolFigures>
    : (protocol: LiquidProtocol) => ReturnType<typeof findTokenFigures>;
};

/** Reads the stacking-tracker's pool figures (loaded after hydration) and hands them to the
 * table; renders nothing itself. */
export function PooledFiguresSource({
  onChange,
}: {
  onChange: (figures: LiveFigures<'pooled'>) => void;
}) {
  const query = useQuery(stackingTrackerPoolsQueryOptions());
  const state = liveFiguresState(query);
  const { data } = query;
  useEffect(() => {
    onChange({ state, figuresFor: (pool) => (data ? findPoolFigures(pool, data) : undefined) });
  }, [state, data, onChange]);
  return null;
}

/** The same for the liquid tokens' figures. */
export function LiquidFiguresSource({
  onChange,
}: {
  onChange: (figures: LiveFigures<'liquid'>) => void;
}) {
  const query = useQuery(stackingTrackerTokensQueryOptions());
  const state = liveFiguresState(query);
  const { data } = query;
  useEffect(() => {
    onChange({
      state,
      figuresFor: (protocol) => (data ? findTokenFigures(protocol, data) : undefined),
    });
  }, [state, data, onChange]);
  return null;
}
