import { queryOptions } from '@tanstack/react-query';
import { Cl, ClarityType } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import { StacksApiError } from '../stacks-api';
import type { SignerCycleArgs } from './amount-delegated-for-signer';
import { callReadOnly } from '../call-read-only';
import { splitContractId } from '../contract-id';
import { stakingQueryKey } from './staking-query-key';

// pox-5 `signer-set-contains-for-cycle (signer, cycle)` → bool (pox-5.clar lines 3436–3444):
// whether the manager is in the cycle's signer set (≥ 50,000 STX). Outside it, its STX-only
// stakers earn nothing that cycle (docs/staking-pox-5.md#staking-model, simnet-verified).

export async function fetchSignerSetContains(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { pox5, manager, cycle }: SignerCycleArgs,
  signal?: AbortSignal,
): Promise<boolean> {
  const [sender] = splitContractId(pox5);
  const value = await callReadOnly(
    network,
    {
      contract: pox5,
      functionName: 'signer-set-contains-for-cycle',
      args: [Cl.principal(manager), Cl.uint(cycle)],
      sender,
    },
    signal,
  );
  if (value.type === ClarityType.BoolTrue) return true;
  if (value.type === ClarityType.BoolFalse) return false;
  throw new StacksApiError(
    'StacksApiResponseError',
    `signer-set-contains-for-cycle: expected a bool, got ${value.type}`,
  );
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
