import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { fetchStacksApi } from '../stacks-api';
import { isPox5Contract } from '../staking/is-pox-5-contract';

// GET /v2/pox — which Stacks epoch the chain is in now, for what only a newer epoch allows (a
// Clarity version). /v2/info names no epoch. A node lists its epochs in /v2/pox (stacks-core
// `RPCPoxInfoData.epochs`: `{epoch_id: "Epoch30", start_height, end_height, …}` in burn blocks,
// stackslib/src/net/api/getpoxinfo.rs); the current one holds the current burn height. The
// devnet answers `epochs: []` (devnet/routes/core.mjs) but names pox-5, which only Epoch 4.0
// runs (docs/staking-pox-5.md#epoch-40-and-pox-4) — so a pox-5 chain is at least at 4.0.

const height = z.number().int().nonnegative();

const chainEpochResponseSchema = z.object({
  contract_id: z.string().min(3).max(170),
  current_burnchain_block_height: height,
  epochs: z
    .array(z.object({ epoch_id: z.string().max(32), start_height: height, end_height: height }))
    .max(50)
    .optional(),
});

type ChainEpochResponse = z.infer<typeof chainEpochResponseSchema>;

/** `Epoch30` → `3.0`, `Epoch2_05` → `2.05`; undefined for a name this app does not know. */
export function readEpochId(epochId: string): string | undefined {
  const match = /^Epoch(\d)(?:_(\d+)|(\d))$/.exec(epochId);
  if (!match) return undefined;
  const [, major, minorAfterUnderscore, minor] = match;
  return `${major}.${minorAfterUnderscore ?? minor}`;
}

/** The epoch a /v2/pox answer puts the chain in (`"3.3"`, `"4.0"`), or undefined when it says
 * too little to tell. */
export function toChainEpoch({
  contract_id,
  current_burnchain_block_height: burnHeight,
  epochs = [],
}: ChainEpochResponse): string | undefined {
  const current = epochs.find(
    ({ start_height, end_height }) => start_height <= burnHeight && burnHeight < end_height,
  );
  if (current) return readEpochId(current.epoch_id);
  return isPox5Contract(contract_id) ? '4.0' : undefined;
}

export async function fetchChainEpoch(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  signal?: AbortSignal,
): Promise<string | undefined> {
  return toChainEpoch(
    await fetchStacksApi({ network, path: '/v2/pox', schema: chainEpochResponseSchema, signal }),
  );
}

export function chainEpochQueryOptions(network: ActiveNetwork) {
  return queryOptions({
    queryKey: [...networkQueryKey(network), 'chain-epoch'] as const,
    queryFn: ({ signal }) => fetchChainEpoch(network, signal),
    // An epoch changes a few times a year.
    staleTime: 10 * 60_000,
  });
}
