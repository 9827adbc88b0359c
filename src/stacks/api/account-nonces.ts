import { z } from 'zod';
import type { ActiveNetwork } from '../active-network';
import { fetchStacksApi } from '../stacks-api';

// GET /extended/v1/address/{principal}/nonces — the nonce the account's next transaction takes
// (what stacks.js and the wallets built on it use when a request names none).

const accountNoncesSchema = z.object({
  possible_next_nonce: z.number().int().nonnegative(),
});

/** The account's next nonce, counting its transactions still in the mempool. */
export async function fetchAccountNextNonce(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  principal: string,
  signal?: AbortSignal,
): Promise<bigint> {
  const { possible_next_nonce } = await fetchStacksApi({
    network,
    path: `extended/v1/address/${encodeURIComponent(principal)}/nonces`,
    schema: accountNoncesSchema,
    signal,
  });
  return BigInt(possible_next_nonce);
}
