import { queryOptions } from '@tanstack/react-query';
import { Cl } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import { callReadOnlyUint } from '../call-read-only';
import { fetchManagerInterface } from './manager-interface';
import { stakerQueryKey } from './staking-query-key';

// Rewards a max500 manager has settled for the staker and not paid out yet: its read-only
// `get-pending-payout (staker)` (devnet/vendor/managers/fastpool-max500-signer-manager.clar).
// Anyone may `settle-staker-rewards` a staker's cycle, which moves it from pox-5 into this
// balance; the manager's `claim-staker-rewards` then pays the whole balance with the cycle it
// settles, and `payout (staker)` pays it alone. A manager of another design keeps no such balance:
// 0.

export async function fetchPendingPayout(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { manager, staker }: { manager: string; staker: string },
  signal?: AbortSignal,
): Promise<bigint> {
  const design = await fetchManagerInterface(network, manager, signal);
  if (!design?.max500) return 0n;
  const args = [Cl.principal(staker)];
  return callReadOnlyUint(
    network,
    { contract: manager, functionName: 'get-pending-payout', args, sender: staker },
    signal,
  );
}

export function pendingPayoutQueryOptions(
  network: ActiveNetwork,
  args: { manager: string; staker: string },
) {
  return queryOptions({
    queryKey: [...stakerQueryKey(network, args.staker), 'pending-payout', args.manager] as const,
    queryFn: ({ signal }) => fetchPendingPayout(network, args, signal),
  });
}
