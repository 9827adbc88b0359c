import type { QueryClient } from '@tanstack/react-query';
import type { ActiveNetwork } from '@/stacks/active-network';
import { ownManagerQueryOptions } from '@/stacks/staking/bring-your-own-manager';
import { poxStateQueryOptions } from '@/stacks/staking/pox-state';
import type { OwnManagerCheck } from './own-manager-result.layout';

/** Checks a typed-in signer-manager on the chain (loaded on the form's first submit): the
 * staking layer says whether pox-5 takes a stake to it (trait, registration, live grant —
 * docs/staking-pox-5.md#staking-model) and, when not, why in words. */
export async function checkOwnManager(
  queryClient: QueryClient,
  network: ActiveNetwork,
  contractId: string,
): Promise<OwnManagerCheck> {
  const pox = await queryClient.query(poxStateQueryOptions(network));
  if (pox.kind !== 'pox-5') {
    return {
      state: 'refused',
      contractId,
      reason: 'This network does not run pox-5, so no signer-manager can take a stake here.',
    };
  }
  const result = await queryClient.query(
    ownManagerQueryOptions(network, { pox5: pox.contractId, contractId }),
  );
  return result.ok
    ? { state: 'accepted', contractId: result.manager }
    : { state: 'refused', contractId, reason: result.reason };
}
