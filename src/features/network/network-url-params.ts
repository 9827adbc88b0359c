import { type NetworkName } from '@/config/networks';
import { reachableNetworkNameSchema } from '@/config/network-schemas';
import { normalizeApiUrl } from '@/stacks/custom-apis';

const CHAIN_PARAM = 'chain';
const API_PARAM = 'api';

export interface NetworkUrlParams {
  /** A valid `?chain=` value this build can reach. */
  chain: NetworkName | undefined;
  /** A well-formed `?api=` value (normalised); whether it is a Stacks node is checked later. */
  api: string | undefined;
  /** The `?api=` value as written, to show back to the user when it is refused. */
  apiInput: string | undefined;
  /** Whether the URL carries either parameter at all, valid or not. */
  present: boolean;
}

/** Reads `?chain=testnet` and `?api=https://…`; anything malformed is ignored. */
export function readNetworkUrlParams(search: string): NetworkUrlParams {
  const params = new URLSearchParams(search);
  const chain = reachableNetworkNameSchema.safeParse(params.get(CHAIN_PARAM)?.trim().toLowerCase());
  const rawApi = params.get(API_PARAM);
  return {
    chain: chain.success ? chain.data : undefined,
    api: rawApi ? normalizeApiUrl(rawApi) : undefined,
    apiInput: rawApi ?? undefined,
    present: params.has(CHAIN_PARAM) || params.has(API_PARAM),
  };
}

/** The same search string without the network parameters, once they have been applied: from
 * then on the stored choice is the truth, and the URL must not contradict the selector. */
export function withoutNetworkUrlParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CHAIN_PARAM);
  params.delete(API_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
