import { Cl } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import type { SignerCycleArgs } from './amount-delegated-for-signer';
import { callReadOnlyUint } from '../call-read-only';

// pox-5 `get-earned (signer, cycle, none)` → uint sats (pox-5.clar lines 2341–2355): what the
// manager has earned for a cycle and not yet pulled. More than 0 means the manager must still
// pull (its `claim-rewards`) before its stakers can be paid: before the pull, the staker's own
// figure reads 0 (docs/staking-pox-5.md#rewards, simnet-verified).

export function fetchPoxEarned(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { pox5, manager, cycle }: SignerCycleArgs,
  signal?: AbortSignal,
): Promise<bigint> {
  const args = [Cl.principal(manager), Cl.uint(cycle), Cl.none()];
  return callReadOnlyUint(network, { contract: pox5, functionName: 'get-earned', args }, signal);
}
