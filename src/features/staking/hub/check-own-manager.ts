import type { QueryClient } from '@tanstack/react-query';
import type { ActiveNetwork } from '@/stacks/active-network';
import {
  bringYourOwnManagerQueryOptions,
  type OwnManagerRefusal,
} from '@/stacks/staking/bring-your-own-manager';
import type { OwnManagerCheck } from './own-manager-result.layout';

/** Why a typed-in signer-manager cannot take stake, in words (pox-5.md §2: a manager accepts
 * stake only while registered, u23, and with a live grant, u17). */
const OWN_MANAGER_REFUSALS: Readonly<Record<OwnManagerRefusal, string>> = {
  'not-found': 'there is no contract with this id on this network.',
  'not-a-signer-manager':
    'this contract does not implement pox-5’s signer-manager trait (validate-stake!).',
  'not-registered': 'it is not registered with pox-5, which refuses stake to it.',
  'no-live-grant':
    'its signer key grant is missing or has expired, so pox-5 refuses stake to it for now.',
};

/** Checks a typed-in signer-manager on the chain (loaded on the form's first submit). */
export async function checkOwnManager(
  queryClient: QueryClient,
  network: ActiveNetwork,
  contractId: string,
): Promise<OwnManagerCheck> {
  const result = await queryClient.query(bringYourOwnManagerQueryOptions(network, contractId));
  return result.ok
    ? { state: 'accepted', contractId }
    : { state: 'refused', contractId, reason: OWN_MANAGER_REFUSALS[result.reason] };
}
