import { queryOptions } from '@tanstack/react-query';
import { Cl } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import type { SignerCycleArgs } from './amount-delegated-for-signer';
import { callReadOnly, readBool } from '../call-read-only';
import { stakingQueryKey } from './staking-query-key';

// pox-5 `signer-set-contains-for-cycle (signer, cycle)` → bool (pox-5.clar lines 3436–3444):
// whether the manager is in the cycle's signer set (≥ 50,000 STX). Outside it, its STX-only
// stakers earn nothing that cycle (docs/staking-pox-5.md#staking-model, simnet-verified).

export async function fetchSignerSetContains(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { pox5, manager, cycle }: SignerCycleArgs,
  signal?: AbortSignal,
): Promise<boolean> {
  const functionName = 'signer-set-contains-for-cycle';
  const args = [Cl.principal(manager), Cl.uint(cycle)];
  const value = await callReadOnly(network, { contract: pox5, functionName, args }, signal);
  return readBool(value, functionName);
}

export function signerSetContainsQueryOptions(network: ActiveNetwork, args: SignerCycleArgs) {
  return queryOptions({
    queryKey: [
      ...stakingQueryKey(network),
      'signer-set-contains',
      args.pox5,
      args.manager,
      args.cycle,
    ] as const,
    queryFn: ({ signal }) => fetchSignerSetContains(network, args, signal),
  });
}
