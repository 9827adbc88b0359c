import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { fetchStacksApi, StacksApiError } from '../stacks-api';

// GET /v2/contracts/source/{address}/{name}: whether a contract of that name is deployed by that
// address (a node answers 404 when not), so a deploy can be refused before the wallet opens.

const contractSourceSchema = z.object({ source: z.string() });

export async function fetchContractExists(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  address: string,
  name: string,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    await fetchStacksApi({
      network,
      // proof=0: only whether it exists matters, not the MARF proof.
      path: `/v2/contracts/source/${encodeURIComponent(address)}/${encodeURIComponent(name)}?proof=0`,
      schema: contractSourceSchema,
      signal,
    });
    return true;
  } catch (error) {
    if (error instanceof StacksApiError && error.status === 404) return false;
    throw error;
  }
}

/** Keyed by network: the same name may be free on one network and taken on another. */
export function contractExistsQueryOptions(network: ActiveNetwork, address: string, name: string) {
  return queryOptions({
    queryKey: [...networkQueryKey(network), 'contract-exists', address, name] as const,
    queryFn: ({ signal }) => fetchContractExists(network, address, name, signal),
    // A name can be taken at any moment (by this account's own deploy): never trust an old answer.
    staleTime: 0,
  });
}
