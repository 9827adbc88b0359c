import { z } from 'zod';
import { fetchStacksApi } from '../stacks-api';
import { STACKING_TRACKER_API_URL } from './stacking-tracker-api';

// `GET https://api.stacking-tracker.com/pools`: the figures shown beside each pool. A figure the
// source cannot give is null, and the page shows a dash for it (product.md: never a made-up one).

const ratioSchema = z.number().min(0).max(10).nullable();

export const stackingTrackerPoolSchema = z.object({
  name: z.string().min(1),
  /** The delegate-to address or wrapper contract the pool is reached through. */
  poolAddress: z.string().min(1),
  /** Yearly yield as a fraction (0.095 = 9.5 %). */
  apy: ratioSchema,
  /** The pool's cut of the rewards as a fraction. */
  fee: ratioSchema,
  /** STX currently stacked through the pool. */
  stackedStx: z.number().nonnegative().nullable(),
  stackers: z.number().int().nonnegative().nullable(),
  rewardToken: z.enum(['STX', 'BTC']),
  cycle: z.number().int().nonnegative(),
});
export type StackingTrackerPool = z.infer<typeof stackingTrackerPoolSchema>;

export const stackingTrackerPoolsSchema = z.array(stackingTrackerPoolSchema);

export function fetchStackingTrackerPools(signal?: AbortSignal): Promise<StackingTrackerPool[]> {
  return fetchStacksApi({
    network: { apiUrl: STACKING_TRACKER_API_URL },
    path: 'pools',
    schema: stackingTrackerPoolsSchema,
    signal,
  });
}
