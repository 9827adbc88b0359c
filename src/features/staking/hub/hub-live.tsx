import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PoolSlug } from '@/config/staking-choices';
import { useActiveNetwork } from '@/stacks/active-network';
import { amountDelegatedForSignerQueryOptions } from '@/stacks/staking/amount-delegated-for-signer';
import type { ManagerFeeSchedule } from '@/stacks/staking/manager-fee';
import { poxStateQueryOptions, type PoxState } from '@/stacks/staking/pox-state';
import { signerSetContainsQueryOptions } from '@/stacks/staking/signer-set-contains';
import type { StakingPool } from '@/stacks/staking/staking-pools';
import { areChangesClosed } from '@/stacks/staking/staking-window';
import {
  findTokenFigures,
  stackingTrackerTokensQueryOptions,
} from '@/stacks/stacking-tracker/stacking-tracker-queries';
import type { StackingTrackerToken } from '@/stacks/stacking-tracker/stacking-tracker-tokens';
import { managerFeeScheduleQueryOptions, withStatedFee } from '../shared/pool-fee';
import type { HubCycle } from './cycle-card.layout';
import { liveValue, LOADING, type LiveValue } from './live-figure';
import type { PoolFigures } from './staking-pools-table.layout';

// The hub's live data, in one chunk loaded right after hydration (docs/architecture.md, Speed):
// the readers, their zod and TanStack's hooks stay off the first page. Each source renders
// nothing and hands its section what it read, so the prerendered sections are never replaced
// (focus and scroll stay) and each one fails alone.

/** Where pox-5 stands on the selected network, for the whole hub. */
export type HubPoxState =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void; retrying: boolean }
  | { state: 'no-pox-5'; contractId: string }
  | { state: 'pox-5'; cycle: HubCycle; currentCycle: number; contractId: string };

function toHubCycle(state: Extract<PoxState, { kind: 'pox-5' }>): HubCycle {
  return {
    cycle: state.currentCycle,
    progress: state.cycleProgress,
    // Closed from the block before the prepare phase, as every form is (staking-window.ts).
    changesOpen: !areChangesClosed(state),
    blocksUntilPreparePhase: state.blocksUntilPreparePhase,
    blocksUntilNextCycle: state.nextCycleStart - state.burnHeight,
  };
}

export function PoxStateSource({ onChange }: { onChange: (state: HubPoxState) => void }) {
  const network = useActiveNetwork();
  const query = useQuery(poxStateQueryOptions(network));
  const { data, isError, refetch, isFetching } = query;
  useEffect(() => {
    if (data?.kind === 'no-pox-5') onChange({ state: 'no-pox-5', contractId: data.contractId });
    else if (data?.kind === 'pox-5') {
      onChange({
        state: 'pox-5',
        cycle: toHubCycle(data),
        currentCycle: data.currentCycle,
        contractId: data.contractId,
      });
    } else if (isError) {
      onChange({ state: 'failed', retry: () => void refetch(), retrying: isFetching });
    } else onChange({ state: 'loading' });
  }, [data, isError, isFetching, refetch, onChange]);
  return null;
}

/** Each listed pool's fee, stake and signer-set membership this cycle, read from the chain. */
export type HubPoolFigures = {
  figuresFor: (slug: PoolSlug) => PoolFigures;
  retry: () => void;
  retrying: boolean;
};

/** A `useQueries` result as live figures. A module function, so `combine` is stable and
 * TanStack keeps the same object (structural sharing) until a figure or a failure changes:
 * useQueries' own arrays are new on every render. */
function toLiveFigures<T>(queries: UseQueryResult<T>[]) {
  return {
    figures: queries.map((query) => liveValue(query)),
    // Bound per observer by TanStack, so the same functions while the same queries fail.
    refetchFailed: queries.filter((query) => query.isError).map((query) => query.refetch),
    retrying: queries.some((query) => query.isError && query.isFetching),
  };
}

export function PoolFiguresSource({
  pools,
  pox5,
  currentCycle,
  onChange,
}: {
  pools: readonly StakingPool[];
  /** pox-5's contract id on this network (from /v2/pox). */
  pox5: string;
  currentCycle: number;
  onChange: (figures: HubPoolFigures) => void;
}) {
  const network = useActiveNetwork();
  const fees = useQueries({
    // The fee in force, or the pool's stated fixed fee where the manager keeps none (pool-fee.ts).
    queries: pools.map((pool) => ({
      ...managerFeeScheduleQueryOptions(network, pool.manager),
      select: (schedule: ManagerFeeSchedule | null) => withStatedFee(schedule, pool.fixedFeeBips),
    })),
    combine: toLiveFigures,
  });
  const staked = useQueries({
    queries: pools.map((pool) =>
      amountDelegatedForSignerQueryOptions(network, {
        pox5,
        manager: pool.manager,
        cycle: currentCycle,
      }),
    ),
    combine: toLiveFigures,
  });
  const inSet = useQueries({
    queries: pools.map((pool) =>
      signerSetContainsQueryOptions(network, { pox5, manager: pool.manager, cycle: currentCycle }),
    ),
    combine: toLiveFigures,
  });
  useEffect(() => {
    const bySlug = new Map(
      pools.map((pool, index) => [
        pool.slug,
        {
          fee: fees.figures[index] ?? LOADING,
          stakedMicroStx: staked.figures[index] ?? LOADING,
          inSignerSet: inSet.figures[index] ?? LOADING,
        } satisfies PoolFigures,
      ]),
    );
    onChange({
      figuresFor: (slug) =>
        bySlug.get(slug) ?? { fee: LOADING, stakedMicroStx: LOADING, inSignerSet: LOADING },
      retry: () => {
        for (const refetch of [
          ...fees.refetchFailed,
          ...staked.refetchFailed,
          ...inSet.refetchFailed,
        ])
          void refetch();
      },
      retrying: fees.retrying || staked.retrying || inSet.retrying,
    });
  }, [fees, staked, inSet, pools, onChange]);
  return null;
}

/** stSTX's figures from the stacking-tracker (docs/staking-pox-5.md#liquid-stacking: Stacking DAO's
 * liquid token). */
const STSTX_TOKEN_CONTRACT = 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.ststx-token';

export function LiquidFiguresSource({
  onChange,
}: {
  onChange: (figures: LiveValue<StackingTrackerToken | undefined>, retry: () => void) => void;
}) {
  const query = useQuery(stackingTrackerTokensQueryOptions());
  const { data, isError, refetch } = query;
  useEffect(() => {
    const figures = liveValue({
      data: data === undefined ? undefined : [findTokenFigures(STSTX_TOKEN_CONTRACT, data)],
      isError,
    });
    onChange(
      figures.state === 'ready' ? { state: 'ready', value: figures.value[0] } : figures,
      () => void refetch(),
    );
  }, [data, isError, refetch, onChange]);
  return null;
}
