import { queryOptions } from '@tanstack/react-query';
import type { LiquidProtocol, PooledProtocol } from '../stacking/stacking-protocols';
import { STACKING_TRACKER_API_URL } from './stacking-tracker-api';
import type { StackingTrackerPool } from './stacking-tracker-pools';
import type { StackingTrackerToken } from './stacking-tracker-tokens';

// The stacking-tracker figures are mainnet's whatever network is selected (the hub lists the
// mainnet pools everywhere), so their keys name the source instead of the active network.
// The fetchers (and the zod they parse with) load with the first request: the /stacking hub
// renders these tables on the first page, whose JavaScript budget is tight.

/** A source that never answers must not leave the tables loading forever: after this the
 * figures count as unavailable and show as dashes. */
const STACKING_TRACKER_TIMEOUT_MS = 10_000;
/** The figures move once a cycle (about two weeks); a few minutes of reuse costs nothing. */
const STACKING_TRACKER_STALE_MS = 5 * 60_000;

function withTimeout(signal: AbortSignal, timeoutMs: number): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
}

export function stackingTrackerPoolsQueryOptions(timeoutMs = STACKING_TRACKER_TIMEOUT_MS) {
  return queryOptions({
    queryKey: ['stacking-tracker', STACKING_TRACKER_API_URL, 'pools'] as const,
    queryFn: async ({ signal }) => {
      const { fetchStackingTrackerPools } = await import('./stacking-tracker-pools');
      return fetchStackingTrackerPools(withTimeout(signal, timeoutMs));
    },
    staleTime: STACKING_TRACKER_STALE_MS,
  });
}

export function stackingTrackerTokensQueryOptions(timeoutMs = STACKING_TRACKER_TIMEOUT_MS) {
  return queryOptions({
    queryKey: ['stacking-tracker', STACKING_TRACKER_API_URL, 'tokens'] as const,
    queryFn: async ({ signal }) => {
      const { fetchStackingTrackerTokens } = await import('./stacking-tracker-tokens');
      return fetchStackingTrackerTokens(withTimeout(signal, timeoutMs));
    },
    staleTime: STACKING_TRACKER_STALE_MS,
  });
}

/**
 * The tracker's entry for a pool. Pools reached through `pox4-pools` share that contract, so
 * they are told apart by the operator they delegate to; a wrapper is known by its contract.
 */
export function findPoolFigures(
  pool: Pick<PooledProtocol, 'kind' | 'contract' | 'delegateTo'>,
  figures: readonly StackingTrackerPool[],
): StackingTrackerPool | undefined {
  return figures.find(
    ({ poolAddress }) =>
      (pool.delegateTo !== undefined && poolAddress === pool.delegateTo) ||
      (pool.kind === 'wrapper' && poolAddress === pool.contract),
  );
}

/** The tracker's entry for a liquid protocol, by the contract of the token it mints. */
export function findTokenFigures(
  protocol: Pick<LiquidProtocol, 'token'>,
  figures: readonly StackingTrackerToken[],
): StackingTrackerToken | undefined {
  return figures.find(({ tokenContract }) => tokenContract === protocol.token.contract);
}
