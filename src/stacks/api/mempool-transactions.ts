import { z } from 'zod';
import type { ActiveNetwork } from '../active-network';
import { fetchStacksApi } from '../stacks-api';

// GET /extended/v1/tx/mempool?sender_address=… — the account's transactions not yet mined:
// staking calls show as pending (docs/product-decisions.md#staking-pages) and what they spend is
// not available. Plain JSON, no @stacks/transactions: the liquid positions read it on the first
// page.

const digits = z.string().regex(/^\d{1,40}$/);

const stxPostConditionSchema = z.object({
  type: z.string(),
  condition_code: z.string().optional(),
  amount: z.string().optional(),
  principal: z.object({ type_id: z.string(), address: z.string().optional() }).optional(),
});

const mempoolTxSchema = z.object({
  tx_id: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  tx_status: z.string(),
  tx_type: z.string(),
  fee_rate: digits,
  /** A sponsor pays the fee (SIP-005), not the sender. */
  sponsored: z.boolean().optional(),
  sender_address: z.string().optional(),
  token_transfer: z.object({ amount: digits }).optional(),
  contract_call: z
    .object({ contract_id: z.string().min(1).max(170), function_name: z.string().min(1).max(128) })
    .optional(),
  post_conditions: z.array(stxPostConditionSchema).optional(),
});

export const mempoolResponseSchema = z.object({ results: z.array(mempoolTxSchema) });
export type MempoolTx = z.infer<typeof mempoolTxSchema>;

/** A stacking transaction still in the mempool. */
export interface PendingStackingTx {
  txid: string;
  contract: string;
  functionName: string;
}

/** Hiro's page size limit for the mempool list. */
const MEMPOOL_LIMIT = 50;

export async function fetchMempoolTxs(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  sender: string,
  signal?: AbortSignal,
): Promise<MempoolTx[]> {
  const { results } = await fetchStacksApi({
    network,
    path: `/extended/v1/tx/mempool?sender_address=${encodeURIComponent(sender)}&limit=${String(MEMPOOL_LIMIT)}`,
    schema: mempoolResponseSchema,
    signal,
  });
  // The list may hold dropped transactions on some API versions: only pending ones count.
  return results.filter((tx) => tx.tx_status === 'pending');
}

/** The pending contract calls among `txs` that match `wanted` (contract id, function name). */
export function pendingCalls(
  txs: readonly MempoolTx[],
  wanted: (contract: string, functionName: string) => boolean,
): PendingStackingTx[] {
  return txs.flatMap((tx) =>
    tx.contract_call && wanted(tx.contract_call.contract_id, tx.contract_call.function_name)
      ? [
          {
            txid: tx.tx_id,
            contract: tx.contract_call.contract_id,
            functionName: tx.contract_call.function_name,
          },
        ]
      : [],
  );
}

const OUTGOING_CONDITIONS = new Set([
  'sent_equal_to',
  'sent_less_than_or_equal_to',
  'sent_less_than',
]);

/**
 * µSTX the pending transactions of `sender` will spend at most: fees, transfers, and the STX a
 * contract call's post-conditions let the sender send (docs/product-decisions.md#portfolio:
 * available = unlocked minus pending outgoing). A call without such a post-condition counts only
 * its fee; a sponsored transaction's fee is the sponsor's, so it is not counted.
 */
export function maxPendingOutgoingMicroStx(txs: readonly MempoolTx[], sender: string): bigint {
  let total = 0n;
  for (const tx of txs) {
    if (tx.sponsored !== true) total += BigInt(tx.fee_rate);
    if (tx.token_transfer) {
      total += BigInt(tx.token_transfer.amount);
      continue;
    }
    for (const pc of tx.post_conditions ?? []) {
      const bySender =
        pc.principal?.type_id === 'principal_origin' ||
        (pc.principal?.type_id === 'principal_standard' && pc.principal.address === sender);
      if (pc.type !== 'stx' || !bySender || !pc.amount || !/^\d{1,40}$/.test(pc.amount)) continue;
      if (pc.condition_code && OUTGOING_CONDITIONS.has(pc.condition_code)) {
        const amount = BigInt(pc.amount);
        // "sent < n" allows at most n - 1.
        total += pc.condition_code === 'sent_less_than' && amount > 0n ? amount - 1n : amount;
      }
    }
  }
  return total;
}
