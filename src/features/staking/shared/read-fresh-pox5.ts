import type { QueryClient } from '@tanstack/react-query';
import type { ActiveNetwork } from '@/stacks/active-network';
import { poxStateQueryOptions, type PoxState } from '@/stacks/staking/pox-state';
import { areChangesClosed } from '@/stacks/staking/staking-window';
import { changesClosedReason } from './changes-closed-notice';

/**
 * Reads /v2/pox now (not the page's minute-old copy) right before a pox-5 call is built, and
 * refuses — before the wallet opens — when changes are closed: pox-5 would mine the call, fail it
 * with u47 / u28 and charge its fee (docs/staking-pox-5.md#prepare-phase). The fresh answer also
 * updates the page, which then shows the form closed with the same words.
 */
export async function readFreshPox5(
  queryClient: QueryClient,
  network: ActiveNetwork,
): Promise<Extract<PoxState, { kind: 'pox-5' }>> {
  const pox = await queryClient.query({ ...poxStateQueryOptions(network), staleTime: 0 });
  if (pox.kind !== 'pox-5')
    throw new Error(`this network runs ${pox.contractId}, not pox-5: staking is not offered.`);
  if (areChangesClosed(pox)) throw new Error(changesClosedReason(pox));
  return pox;
}
