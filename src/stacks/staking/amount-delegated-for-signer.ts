import { queryOptions } from '@tanstack/react-query';
import { Cl } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import { callReadOnlyUint } from '../call-read-only';
import { stakingQueryKey } from './staking-query-key';

// pox-5 `get-amount-delegated-for-signer (signer, cycle)` → uint: all µSTX staked to a manager
// for a cycle, bonds included (pox-5.clar lines 3121–3132). The 50,000 STX signer-set minimum
// applies to this figure (docs/staking-pox-5.md#staking-model).

export interface SignerCycleArgs {
  pox5: string;
  manager: string;
  cycle: number;
}

export function fetchAmountDelegatedForSigner(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { pox5, manager, cycle }: SignerCycleArgs,
  signal?: AbortSignal,
): Promise<bigint> {
  const functionName = 'get-amount-delegated-for-signer';
  const args = [Cl.principal(manager), Cl.uint(cycle)];
  return callReadOnlyUint(network, { contract: pox5, functionName, args }, signal);
}

export function amountDelegatedForSignerQueryOptions(
  network: ActiveNetwork,
  args: SignerCycleArgs,
) {
  return queryOptions({
    queryKey: [
      ...stakingQueryKey(network),
      'amount-delegated',
      args.pox5,
      args.manager,
      args.cycle,
    ] as const,
    queryFn: ({ signal }) => fetchAmountDelegatedForSigner(network, args, signal),
  });
}
