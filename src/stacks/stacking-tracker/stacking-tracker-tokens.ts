import { z } from 'zod';
import { fetchStacksApi } from '../stacks-api';
import { STACKING_TRACKER_API_URL } from './stacking-tracker-api';

// `GET https://api.stacking-tracker.com/tokens`: the liquid-stacking tokens' figures. A figure
// the source cannot give is null, shown as a dash.

const stackingTrackerTokenSchema = z.object({
  name: z.string().min(1),
  /** The token contract, `address.contract-name`. */
  tokenContract: z.string().includes('.'),
  /** Yearly yield as a fraction (0.081 = 8.1 %). */
  apy: z.number().min(0).max(10).nullable(),
  fee: z.number().min(0).max(1).nullable(),
  /** STX held by the protocol. */
  tvlStx: z.number().nonnegative().nullable(),
  /** STX one token is worth. */
  stxPerToken: z.number().positive().nullable(),
});
export type StackingTrackerToken = z.infer<typeof stackingTrackerTokenSchema>;

export const stackingTrackerTokensSchema = z.array(stackingTrackerTokenSchema);

export function fetchStackingTrackerTokens(signal?: AbortSignal): Promise<StackingTrackerToken[]> {
  return fetchStacksApi({
    network: { apiUrl: STACKING_TRACKER_API_URL },
    path: 'tokens',
    schema: stackingTrackerTokensSchema,
    signal,
  });
}
