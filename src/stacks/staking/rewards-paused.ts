import { queryOptions } from '@tanstack/react-query';
import { ClarityType } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import { fetchDataVar } from '../data-var';
import { StacksApiError } from '../stacks-api';
import { stakingQueryKey } from './staking-query-key';

// pox-5's `rewards-paused` data var, which has no getter (stackslib/src/chainstate/stacks/boot/
// pox-5.clar at stacks-core 4.0.1, line 354). While it is true, the manager's collection
// `claim-rewards` fails with u53 (`ERR_REWARDS_PAUSED`, in `claim-rewards`), so Satchel sends none.

export async function fetchRewardsPaused(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  pox5: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const value = await fetchDataVar(network, pox5, 'rewards-paused', signal);
  if (value?.type === ClarityType.BoolTrue) return true;
  if (value?.type === ClarityType.BoolFalse) return false;
  throw new StacksApiError(
    'StacksApiResponseError',
    value === undefined
      ? 'pox-5 has no rewards-paused variable'
      : `rewards-paused: expected a bool, got ${value.type}`,
  );
}

export function rewardsPausedQueryOptions(network: ActiveNetwork, pox5: string) {
  return queryOptions({
    queryKey: [...stakingQueryKey(network), 'rewards-paused', pox5] as const,
    queryFn: ({ signal }) => fetchRewardsPaused(network, pox5, signal),
  });
}
