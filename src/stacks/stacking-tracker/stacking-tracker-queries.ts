import { queryOptions } from '@tanstack/react-query';
import { STACKING_TRACKER_API_URL } from './stacking-tracker-api';
import type { StackingTrackerToken } from './stacking-tracker-tokens';

// The stacking-tracker figures are mainnet's whatever network is selected (they describe
// mainnet tokens), so their keys name the source instead of the active network. The fetcher
// (and the zod it parses with) loads with the first request: the /staking hub renders its
// liquid section on the first page, whose JavaScript budget is tight. Only the liquid tokens'
// figures are read: the source's pool figures were pox-4's pools, which are gone.

/** A source that never answers must not leave the tables loading forever: after this the
 * figures count as unavailable and show as dashes. */
const STACKING_TRACKER_TIMEOUT_MS = 10_000;
/** The figures move once a cycle (about two weeks); a few minutes of reuse costs nothing. */
const STACKING_TRACKER_STALE_MS = 5 * 60_000;

function withTimeout(signal: AbortSignal, timeoutMs: number): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
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

/** The tracker's entry for a liquid token, by its token contract (`address.contract-name`). */
export function findTokenFigures(
  tokenContract: string,
  figures: readonly StackingTrackerToken[],
): StackingTrackerToken | undefined {
  return figures.find((figure) => figure.tokenContract === tokenContract);
}
