import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { fetchStacksApi } from '../stacks-api';

// POST /v2/fees/transaction — the node's fee estimates (low, middle, high) for a payload. The
// middle one is what stacks.js, and so the wallets built on it, charge by default.

const feeEstimateSchema = z.object({
  estimations: z
    .array(z.object({ fee: z.number().int().nonnegative(), fee_rate: z.number() }))
    .min(1),
});

export interface TransactionFeeInput {
  /** The serialized transaction payload, hex without 0x. */
  payloadHex: string;
  /** The whole signed transaction's length in bytes, when known. */
  estimatedLength?: number | undefined;
}

export async function fetchTransactionFeeEstimate(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { payloadHex, estimatedLength }: TransactionFeeInput,
  signal?: AbortSignal,
): Promise<bigint> {
  const { estimations } = await fetchStacksApi({
    network,
    path: 'v2/fees/transaction',
    schema: feeEstimateSchema,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        transaction_payload: payloadHex,
        ...(estimatedLength === undefined ? {} : { estimated_len: estimatedLength }),
      }),
    },
    signal,
  });
  const middle = estimations[1] ?? estimations[0];
  return BigInt(middle?.fee ?? 0);
}

export function transactionFeeEstimateQueryOptions(
  network: ActiveNetwork,
  input: TransactionFeeInput | undefined,
) {
  return queryOptions({
    queryKey: [
      ...networkQueryKey(network),
      'transaction-fee-estimate',
      input?.payloadHex ?? '',
      input?.estimatedLength ?? 0,
    ] as const,
    queryFn: ({ signal }) => {
      if (!input) throw new Error('Nothing to estimate');
      return fetchTransactionFeeEstimate(network, input, signal);
    },
    enabled: input !== undefined,
  });
}
