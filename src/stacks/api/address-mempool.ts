import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { fetchStacksApi } from '../stacks-api';
import { accountTransactionSchema, type AccountTransaction } from './account-transaction';

// GET /extended/v1/tx/mempool?address= — the transactions not yet mined that the account sent or
// that pay it (Hiro: `address` filters on sender or recipient, docs.hiro.so/apis/
// stacks-blockchain-api/reference/mempool/mempool-transactions; the devnet also counts a call to
// the contract, devnet/routes/extended.mjs). They head the activity list as pending. Unlike
// mempool-transactions.ts (`sender_address`, for what the account will spend) this keeps the whole
// transaction for the words.

/** Hiro's page limit for the mempool list; an account with more pending is rare (nonces). */
const ADDRESS_MEMPOOL_LIMIT = 50;

const mempoolPageSchema = z.object({
  total: z.number().int().nonnegative(),
  results: z.array(z.unknown()),
});

export interface AddressMempool {
  /** Pending transactions, newest first (the API's order). */
  transactions: AccountTransaction[];
  /** Entries that could not be read. */
  unreadable: number;
}

export async function fetchAddressMempool(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  address: string,
  signal?: AbortSignal,
): Promise<AddressMempool> {
  const { results } = await fetchStacksApi({
    network,
    path: `extended/v1/tx/mempool?address=${encodeURIComponent(address)}&limit=${String(ADDRESS_MEMPOOL_LIMIT)}`,
    schema: mempoolPageSchema,
    signal,
  });
  const transactions: AccountTransaction[] = [];
  let unreadable = 0;
  for (const item of results) {
    const parsed = accountTransactionSchema.safeParse(item);
    if (!parsed.success) unreadable += 1;
    // Some API versions list dropped transactions here too: only the pending ones are "on top".
    else if (parsed.data.status === 'pending') transactions.push(parsed.data);
  }
  return { transactions, unreadable };
}

function addressMempoolQueryKey(network: ActiveNetwork, address: string) {
  return [...networkQueryKey(network), 'address-mempool', address] as const;
}

export function addressMempoolQueryOptions(network: ActiveNetwork, address: string) {
  return queryOptions({
    queryKey: addressMempoolQueryKey(network, address),
    queryFn: ({ signal }) => fetchAddressMempool(network, address, signal),
  });
}
