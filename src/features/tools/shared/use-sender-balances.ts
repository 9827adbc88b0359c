import { useQuery } from '@tanstack/react-query';
import type { ActiveNetwork } from '@/stacks/active-network';
import { accountBalancesQueryOptions } from '@/stacks/api/account-balances';

/** The sending account's balances (STX and tokens), read once an account is connected. */
export function useSenderBalances(network: ActiveNetwork, sender: string | undefined) {
  return useQuery({
    ...accountBalancesQueryOptions(network, sender ?? ''),
    enabled: sender !== undefined,
  });
}
