import { queryOptions, skipToken } from '@tanstack/react-query';
import { z } from 'zod';
import { checkBitcoinAddress } from '@/lib/bitcoin-address';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { fetchStacksApi } from '../stacks-api';
import { ESPLORA_CHAINS } from '@/config/esplora-chains';

// GET {esplora}/address/{address}: an address's totals, confirmed (`chain_stats`) and waiting
// in the mempool (`mempool_stats`), each with the sums of the outputs it received and spent, in
// sats (Esplora API.md, "GET /address/:address"). Counts and tx_count are ignored.

/** 21 million BTC in sats: no sum of outputs can exceed it. */
const MAX_SATS = 2_100_000_000_000_000;
const sats = z.number().int().nonnegative().max(MAX_SATS);

const addressStatsSchema = z.object({
  funded_txo_sum: sats,
  spent_txo_sum: sats,
});

export const esploraAddressSchema = z.object({
  address: z.string().min(1).max(128),
  chain_stats: addressStatsSchema,
  mempool_stats: addressStatsSchema,
});

export interface BitcoinAddressBalance {
  /** What the address holds in mined blocks (sats). */
  confirmedSats: bigint;
  /** The change its transactions waiting in the mempool will make (sats): received minus spent,
   * so negative while a spend of confirmed coins waits. */
  unconfirmedSats: bigint;
}

export function readBitcoinAddressBalance(
  answer: z.infer<typeof esploraAddressSchema>,
): BitcoinAddressBalance {
  const { chain_stats: chain, mempool_stats: mempool } = answer;
  return {
    confirmedSats: BigInt(chain.funded_txo_sum) - BigInt(chain.spent_txo_sum),
    unconfirmedSats: BigInt(mempool.funded_txo_sum) - BigInt(mempool.spent_txo_sum),
  };
}

/**
 * Why no balance can be asked for `address` on `network`, in words, or undefined when it can:
 * the devnet has no Bitcoin chain, and an address of another chain (or not an address) is
 * refused before any request, since the Esplora of this network would not know it.
 */
export function bitcoinBalanceUnavailableReason(
  network: Pick<ActiveNetwork, 'kind'>,
  address: string,
): string | undefined {
  if (!ESPLORA_CHAINS[network.kind]) return 'The devnet has no Bitcoin chain.';
  const reading = checkBitcoinAddress(address, network.kind);
  return reading.valid ? undefined : reading.message;
}

export async function fetchBitcoinAddressBalance(
  network: Pick<ActiveNetwork, 'kind'>,
  address: string,
  signal?: AbortSignal,
): Promise<BitcoinAddressBalance> {
  const chain = ESPLORA_CHAINS[network.kind];
  const reason = bitcoinBalanceUnavailableReason(network, address);
  if (!chain || reason) throw new TypeError(reason ?? 'The devnet has no Bitcoin chain.');
  const answer = await fetchStacksApi({
    network: { apiUrl: chain.apiUrl },
    path: `address/${encodeURIComponent(address)}`,
    schema: esploraAddressSchema,
    signal,
  });
  return readBitcoinAddressBalance(answer);
}

/**
 * A Bitcoin address's confirmed and unconfirmed balance on the Bitcoin chain that pairs with
 * `network` (config/esplora-chains.ts). Disabled (skipToken) where `bitcoinBalanceUnavailableReason` says
 * why: on the devnet and for an address of another chain.
 */
export function bitcoinAddressBalanceQueryOptions(network: ActiveNetwork, address: string) {
  const unavailable = bitcoinBalanceUnavailableReason(network, address) !== undefined;
  return queryOptions({
    queryKey: [...networkQueryKey(network), 'bitcoin-address-balance', address] as const,
    queryFn: unavailable
      ? skipToken
      : ({ signal }) => fetchBitcoinAddressBalance(network, address, signal),
  });
}
