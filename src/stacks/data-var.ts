import { deserializeCV, type ClarityValue } from '@stacks/transactions';
import { z } from 'zod';
import type { ActiveNetwork } from './active-network';
import { splitContractId } from './contract-id';
import { fetchStacksApi, StacksApiError } from './stacks-api';

// GET /v2/data_var/{address}/{contract}/{name} — a contract's data variable, for the ones with no
// read-only getter (the node's RPC, stacks-core docs/rpc/openapi.yaml "Get specific data-var").
// undefined when the contract or the variable does not exist (404).

const dataVarSchema = z.object({ data: z.string().regex(/^0x(?:[0-9a-fA-F]{2})+$/) });

export async function fetchDataVar(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  contract: string,
  name: string,
  signal?: AbortSignal,
): Promise<ClarityValue | undefined> {
  const [address, contractName] = splitContractId(contract);
  let answer: z.infer<typeof dataVarSchema>;
  try {
    answer = await fetchStacksApi({
      network,
      path: `/v2/data_var/${address}/${contractName}/${name}?proof=0`,
      schema: dataVarSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof StacksApiError && error.status === 404) return undefined;
    throw error;
  }
  try {
    return deserializeCV(answer.data.slice(2));
  } catch (cause) {
    throw new StacksApiError('StacksApiResponseError', `${name} is not a Clarity value`, {
      cause,
    });
  }
}
