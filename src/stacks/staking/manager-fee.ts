import { queryOptions } from '@tanstack/react-query';
import type { ActiveNetwork } from '../active-network';
import { fetchDataVar } from '../data-var';
import { StacksApiError } from '../stacks-api';
import { readUint } from './call-read-only';
import { stakingQueryKey } from './staking-query-key';

// GET /v2/data_var/{address}/{name}/fees-bips — a reference manager's current fee. It lives only
// in that data var, with no getter (pox-5.md §5, "Fees"); admins may change it at any time, and a
// cycle's fee is fixed at its first pull (§4). A manager without the var (404: another design)
// has an unknown fee, shown as such, never guessed.

/** Basis points (500 = 5 %), or undefined when the manager keeps no `fees-bips`. */
export async function fetchManagerFee(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  manager: string,
  signal?: AbortSignal,
): Promise<number | undefined> {
  const value = await fetchDataVar(network, manager, 'fees-bips', signal);
  if (value === undefined) return undefined;
  let bips: bigint;
  try {
    bips = readUint(value, 'fees-bips');
  } catch (cause) {
    throw new StacksApiError('StacksApiResponseError', 'fees-bips is not a uint', { cause });
  }
  // update-fees keeps it below 10000 (pox-5.md §5): anything else is not a fee we can show.
  if (bips >= 10_000n)
    throw new StacksApiError(
      'StacksApiResponseError',
      `fees-bips ${bips.toString()} is not below 10000`,
    );
  return Number(bips);
}

export function managerFeeQueryOptions(network: ActiveNetwork, manager: string) {
  return queryOptions({
    queryKey: [...stakingQueryKey(network), 'manager-fee', manager] as const,
    queryFn: ({ signal }) => fetchManagerFee(network, manager, signal),
  });
}
