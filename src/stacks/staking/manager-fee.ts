import { queryOptions } from '@tanstack/react-query';
import { deserializeCV } from '@stacks/transactions';
import { z } from 'zod';
import type { ActiveNetwork } from '../active-network';
import { fetchStacksApi, StacksApiError } from '../stacks-api';
import { readUint } from './call-read-only';
import { splitContractId } from './contract-call-request';
import { stakingQueryKey } from './staking-query-key';

// GET /v2/data_var/{address}/{name}/fees-bips — a reference manager's current fee. It lives only
// in that data var, with no getter (pox-5.md §5, "Fees"); admins may change it at any time, and a
// cycle's fee is fixed at its first pull (§4). A manager without the var (404: another design)
// has an unknown fee, shown as such, never guessed.

const dataVarSchema = z.object({ data: z.string().regex(/^0x(?:[0-9a-fA-F]{2})+$/) });

/** Basis points (500 = 5 %), or undefined when the manager keeps no `fees-bips`. */
export async function fetchManagerFee(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  manager: string,
  signal?: AbortSignal,
): Promise<number | undefined> {
  const [address, name] = splitContractId(manager);
  let answer: z.infer<typeof dataVarSchema>;
  try {
    answer = await fetchStacksApi({
      network,
      path: `/v2/data_var/${address}/${name}/fees-bips?proof=0`,
      schema: dataVarSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof StacksApiError && error.status === 404) return undefined;
    throw error;
  }
  let bips: bigint;
  try {
    bips = readUint(deserializeCV(answer.data.slice(2)), 'fees-bips');
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
