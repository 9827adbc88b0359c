import { queryOptions } from '@tanstack/react-query';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { contractInterfaceSchema, type ContractInterface } from '../clarity/clarity-abi';
import { splitContractId } from '../contract-id';
import { fetchStacksApi, StacksApiError } from '../stacks-api';

// GET /v2/contracts/interface/{address}/{name}: a contract's functions, variables, maps and
// tokens with their Clarity types. The one reader of it: Call a contract shows it, staking reads a
// manager's design from it (../staking/manager-interface.ts). A contract the network does not have is
// an answer, not a failure: the node says 404 and the page says so in words.

export type ContractInterfaceResult =
  { found: true; contractInterface: ContractInterface } | { found: false };

/** The interface of `contractId` (`address.contract-name`, checked by the caller: a malformed id
 * throws). */
export async function fetchContractInterface(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  contractId: string,
  signal?: AbortSignal,
): Promise<ContractInterfaceResult> {
  const [address, name] = splitContractId(contractId);
  try {
    const contractInterface = await fetchStacksApi({
      network,
      path: `/v2/contracts/interface/${address}/${encodeURIComponent(name)}`,
      schema: contractInterfaceSchema,
      signal,
    });
    return { found: true, contractInterface };
  } catch (error) {
    if (error instanceof StacksApiError && error.status === 404) return { found: false };
    throw error;
  }
}

/** Keyed by network: the same contract id names different contracts on different networks. A
 * deployed contract never changes, so an answer stays fresh; a missing one is asked again. */
export function contractInterfaceQueryOptions(network: ActiveNetwork, contractId: string) {
  return queryOptions({
    queryKey: [...networkQueryKey(network), 'contract-interface', contractId] as const,
    queryFn: ({ signal }) => fetchContractInterface(network, contractId, signal),
    staleTime: (query) => (query.state.data?.found ? Infinity : 0),
  });
}
