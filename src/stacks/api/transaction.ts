import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { fetchStacksApi, StacksApiError } from '../stacks-api';
import { transactionFailureReason } from './transaction-failure-reason';

// GET /extended/v1/tx/{txid} — where a transaction stands: waiting in the mempool, mined, or
// failed (and why).

/** How often a transaction that is still pending is looked at again. */
const TRANSACTION_POLL_INTERVAL_MS = 1_000;

const transactionSchema = z.object({
  tx_id: z.string(),
  tx_status: z.string(),
  fee_rate: z.string().regex(/^\d+$/),
  block_height: z.number().int().optional(),
  tx_result: z.object({ repr: z.string() }).optional(),
  /** Why the Clarity VM refused it (a deploy's analysis error, a runtime error), when it says. */
  vm_error: z.string().nullish(),
});

export type TransactionState =
  /** The API does not know it yet: just broadcast, not indexed. */
  | { status: 'unknown' }
  | { status: 'pending'; feeMicroStx: bigint }
  | {
      status: 'success';
      feeMicroStx: bigint;
      blockHeight: number | undefined;
      /** What a contract call returned (`(ok u5)`), when the API says. */
      resultRepr?: string | undefined;
    }
  | {
      status: 'failed';
      feeMicroStx: bigint;
      /** Who stopped it: the contract's own `(err …)`, a post-condition, or the network. */
      cause: TransactionFailureCause;
      reason: string;
      /** The Clarity result as the API prints it (`(err u20)`), for callers that know the
       * contract and can say what the code means. */
      resultRepr: string | undefined;
      /** The VM's own words (`vm_error`): for a deploy, what is wrong with the code. */
      vmError: string | undefined;
    };

type TransactionFailureCause = 'contract' | 'post-condition' | 'network';

function failureCause(status: string): TransactionFailureCause {
  if (status === 'abort_by_response') return 'contract';
  if (status === 'abort_by_post_condition') return 'post-condition';
  return 'network';
}

export async function fetchTransaction(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  txid: string,
  signal?: AbortSignal,
): Promise<TransactionState> {
  const id = txid.startsWith('0x') ? txid : `0x${txid}`;
  let tx: z.infer<typeof transactionSchema>;
  try {
    tx = await fetchStacksApi({
      network,
      path: `extended/v1/tx/${encodeURIComponent(id)}`,
      schema: transactionSchema,
      signal,
    });
  } catch (error) {
    if (error instanceof StacksApiError && error.status === 404) return { status: 'unknown' };
    throw error;
  }
  const feeMicroStx = BigInt(tx.fee_rate);
  if (tx.tx_status === 'pending') return { status: 'pending', feeMicroStx };
  if (tx.tx_status === 'success') {
    return {
      status: 'success',
      feeMicroStx,
      blockHeight: tx.block_height,
      resultRepr: tx.tx_result?.repr,
    };
  }
  return {
    status: 'failed',
    feeMicroStx,
    cause: failureCause(tx.tx_status),
    reason: transactionFailureReason(tx.tx_status, tx.tx_result?.repr),
    resultRepr: tx.tx_result?.repr,
    vmError: tx.vm_error?.trim() || undefined,
  };
}

export function transactionQueryOptions(network: ActiveNetwork, txid: string) {
  return queryOptions({
    queryKey: [...networkQueryKey(network), 'transaction', txid] as const,
    queryFn: ({ signal }) => fetchTransaction(network, txid, signal),
    // Asked again until the chain has decided; a settled transaction never changes.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'success' || status === 'failed' ? false : TRANSACTION_POLL_INTERVAL_MS;
    },
    staleTime: Infinity,
  });
}
