import { z } from 'zod';
import type { ActiveNetwork } from '../active-network';
import { fetchStacksApi, StacksApiError } from '../stacks-api';
import { MAX_TOKEN_DECIMALS } from '../token-decimals';
import type { TokenMetadata } from './token-metadata';

// GET /metadata/v1/ft/{principal} — Hiro's Token Metadata API, served on the same hosts as the
// Stacks API (https://docs.hiro.so/stacks/token-metadata-api/tokens/fungible-token-metadata:
// 200, 404 and 422). The indexer copies `get-name`, `get-symbol` and `get-decimals` from the
// contract, and each is left out when the contract did not answer it
// (hirosystems/token-metadata-api src/api/routes/ft.ts, `getFtMetadata`: `?? undefined` on each):
// so a field may be missing, and then the contract itself is asked (token-metadata-query.ts).
// The indexer's other fields (supply, images, description) are not read.

const ftMetadataSchema = z.object({
  name: z.string().max(200).optional(),
  symbol: z.string().max(200).optional(),
  decimals: z.number().int().min(0).max(MAX_TOKEN_DECIMALS).optional(),
});

/** 404: the indexer does not know the contract (a devnet, a custom API, a token too new);
 * 422: it knows it but has not read it yet, or the contract broke its reads. */
const NOT_INDEXED = new Set([404, 422]);

/**
 * A token's name, symbol and decimals as Hiro's index has them, or undefined when the index does
 * not have all three (not indexed, not read yet, a field missing). Other failures throw.
 */
export async function fetchFtMetadata(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  contract: `${string}.${string}`,
  signal?: AbortSignal,
): Promise<TokenMetadata | undefined> {
  let answer: z.infer<typeof ftMetadataSchema>;
  try {
    answer = await fetchStacksApi({
      network,
      path: `metadata/v1/ft/${encodeURIComponent(contract)}`,
      schema: ftMetadataSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof StacksApiError && error.status !== undefined) {
      if (NOT_INDEXED.has(error.status)) return undefined;
    }
    throw error;
  }
  const { name, symbol, decimals } = answer;
  if (name === undefined || symbol === undefined || decimals === undefined) return undefined;
  return { name, symbol, decimals };
}
