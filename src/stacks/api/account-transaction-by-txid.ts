import { queryOptions } from '@tanstack/react-query';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { fetchStacksApi } from '../stacks-api';
import { accountTransactionSchema, type AccountTransaction } from './account-transaction';

// GET /extended/v1/tx/{txid} read as an activity entry: how the list learns what became of a
// transaction it showed pending that left the mempool without reaching the history — dropped
// (replaced by fee, too expensive, stale, …), with `tx_status` dropped_* saying which (Hiro,
// docs.hiro.so/apis/stacks-blockchain-api/reference/transactions/get-transaction). transaction.ts
// reads the same endpoint for the transaction flow's status only; this keeps the whole
// transaction for the words.

function fetchAccountTransactionByTxid(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  txid: string,
  signal?: AbortSignal,
): Promise<AccountTransaction> {
  return fetchStacksApi({
    network,
    path: `extended/v1/tx/${encodeURIComponent(txid)}`,
    schema: accountTransactionSchema,
    signal,
  });
}

export function accountTransactionByTxidQueryOptions(network: ActiveNetwork, txid: string) {
  return queryOptions({
    queryKey: [...networkQueryKey(network), 'account-transaction', txid] as const,
    queryFn: ({ signal }) => fetchAccountTransactionByTxid(network, txid, signal),
  });
}
