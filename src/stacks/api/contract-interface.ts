import { queryOptions } from '@tanstack/react-query';
import { isContractPrincipal } from '@/wallet/stacks-limits';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { contractInterfaceSchema, type ContractInterface } from '../clarity/clarity-abi';
import { fetchStacksApi, StacksApiError } from '../stacks-api';

// GET /v2/contracts/interface/{address}/{name}: a contract's functions, variables, maps and
// tokens with their Clarity types, for Call a contract. A contract the network does not have is
// an answer, not a failure: the node says 404 and the page says so in words.

export type ContractInterfaceResult =
  { found: true; contractInterface: ContractInterface } | { found: false };

/** The interface of `contractId` (`address.contract-name`, checked by the caller's form). */
export async function fetchContractInterface(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  contractId: string,
  signal?: AbortSignal,
): Promise<ContractInterfaceResult> {
  if (!isContractPrincipal(contractId)) {
    throw new TypeError(`Not a contract principal: ${contractId}`);
  }
  const dot = contractId.indexOf('.');
  const address = contractId.slice(0, dot);
  const name = contractId.slice(dot + 1);
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
