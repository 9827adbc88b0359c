import type { QueryClient } from '@tanstack/react-query';
import type { ActiveNetwork } from '@/stacks/active-network';
import { accountBalancesQueryKey } from '@/stacks/api/account-balances';
import { availableStxQueryKey } from '@/stacks/api/available-stx';
import { stackingQueryKey } from '@/stacks/stacking/stacking-queries';

/** Everything a deposit changes — the token balance and pending list (the stacking queries of the
 * account), the STX available — read again once it is broadcast and once it settles. */
export function refreshAfterDeposit(
  queryClient: QueryClient,
  network: ActiveNetwork,
  sender: string,
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: stackingQueryKey(network, sender) }),
    queryClient.invalidateQueries({ queryKey: availableStxQueryKey(network, sender) }),
    queryClient.invalidateQueries({ queryKey: accountBalancesQueryKey(network, sender) }),
  ]);
}
