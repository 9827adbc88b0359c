import { queryOptions } from '@tanstack/react-query';
import type { ActiveNetwork } from '../active-network';
import { stackingQueryKey } from './stacking-queries';

// pox-4 `get-allowance-contract-callers(sender, calling-contract)`: has the user allowed a pool
// contract to call pox-4 for them? (product.md: skip allow-contract-caller when it has.)
// No @stacks/transactions here: the queryFn loads the fetcher lazily.

export interface ContractCallerAllowanceInput {
  /** pox-4's contract id on this network. */
  pox4: string;
  stacker: string;
  /** The pool contract that would call pox-4. */
  contract: string;
}

export interface ContractCallerAllowance {
  allowed: boolean;
  /** The burn height the allowance ends at; undefined when indefinite or absent. */
  untilBurnHeight: number | undefined;
}

/**
 * What pox-4's `check-caller-allowed` will decide: no record → not allowed; a record ending at
 * `until-burn-ht` allows only while `burn-block-height < until-burn-ht`.
 * `record` is undefined when there is none, `{ untilBurnHeight: undefined }` when indefinite.
 */
export function interpretAllowance(
  record: { untilBurnHeight: number | undefined } | undefined,
  burnHeight: number,
): ContractCallerAllowance {
  if (!record) return { allowed: false, untilBurnHeight: undefined };
  const { untilBurnHeight } = record;
  return {
    allowed: untilBurnHeight === undefined || burnHeight < untilBurnHeight,
    untilBurnHeight,
  };
}

export function contractCallerAllowanceQueryKey(
  network: ActiveNetwork,
  input: ContractCallerAllowanceInput,
) {
  return [
    ...stackingQueryKey(network, input.stacker),
    'contract-caller-allowance',
    input.pox4,
    input.contract,
  ] as const;
}

export function contractCallerAllowanceQueryOptions(
  network: ActiveNetwork,
  input: ContractCallerAllowanceInput,
) {
  return queryOptions({
    queryKey: contractCallerAllowanceQueryKey(network, input),
    queryFn: async ({ signal }): Promise<ContractCallerAllowance> => {
      const { fetchContractCallerAllowance } = await import('./contract-caller-allowance-fetch');
      return fetchContractCallerAllowance(network, input, signal);
    },
  });
}
