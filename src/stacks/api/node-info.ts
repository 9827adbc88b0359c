import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { fetchStacksApi } from '../stacks-api';

const height = z.number().int().nonnegative();

/** GET /v2/info: the fields that make an answer look like a Stacks node (the chain id is
 * `network_id`), plus what the network status shows. Other fields are ignored. */
export const nodeInfoSchema = z.object({
  peer_version: z.number().int().nonnegative(),
  server_version: z.string().min(1).max(512),
  network_id: z.number().int().nonnegative(),
  burn_block_height: height,
  stacks_tip_height: height,
});

export type NodeInfo = z.infer<typeof nodeInfoSchema>;

export function fetchNodeInfo(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  signal?: AbortSignal,
): Promise<NodeInfo> {
  return fetchStacksApi({ network, path: '/v2/info', schema: nodeInfoSchema, signal });
}

/** The node's status on the given network; keyed by network so switching never mixes data. */
export function nodeInfoQueryOptions(network: ActiveNetwork) {
  return queryOptions({
    queryKey: ['node-info', ...networkQueryKey(network)],
    queryFn: ({ signal }) => fetchNodeInfo(network, signal),
  });
}
