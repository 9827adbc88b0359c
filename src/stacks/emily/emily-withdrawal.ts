import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { fetchStacksApi, StacksApiError } from '../stacks-api';
import { emilyOrigin } from './emily-origin';

// GET {emily}/withdrawal/{id} — the bridge's view of one withdrawal request (stacks-network/sbtc
// `emily/openapi-gen/generated-specs/public-emily-openapi-spec.json`, `Withdrawal`): `status` is
// pending | reprocessing | accepted | confirmed | failed, `statusMessage` the bridge's words, and
// once the signers paid, `fulfillment` names the Bitcoin transaction (`BitcoinTxid`) and the fee
// it took (`BtcFee`). Only the fields Satchel shows are read. The chain's registry stays the
// authority for pending/accepted/rejected; this adds the Bitcoin side where Emily runs.

const EMILY_WITHDRAWAL_STATUSES = [
  'pending',
  'reprocessing',
  'accepted',
  'confirmed',
  'failed',
] as const;

const emilyWithdrawalSchema = z.object({
  requestId: z.number().int().nonnegative(),
  status: z.enum(EMILY_WITHDRAWAL_STATUSES),
  statusMessage: z.string().max(2000).optional(),
  fulfillment: z
    .object({
      BitcoinTxid: z.string().regex(/^[0-9a-fA-F]{64}$/),
      BtcFee: z.number().int().nonnegative(),
    })
    .nullish(),
});

export interface EmilyWithdrawal {
  status: (typeof EMILY_WITHDRAWAL_STATUSES)[number];
  statusMessage: string | undefined;
  bitcoinTxid: string | undefined;
  btcFeeSats: bigint | undefined;
}

/** Emily's record of a request, or undefined when it has none yet (404: not indexed). */
export async function fetchEmilyWithdrawal(
  origin: string,
  requestId: number,
  signal?: AbortSignal,
): Promise<EmilyWithdrawal | undefined> {
  try {
    const answer = await fetchStacksApi({
      network: { apiUrl: origin },
      path: `withdrawal/${String(requestId)}`,
      schema: emilyWithdrawalSchema,
      signal,
    });
    return {
      status: answer.status,
      statusMessage: answer.statusMessage,
      bitcoinTxid: answer.fulfillment?.BitcoinTxid.toLowerCase(),
      btcFeeSats:
        answer.fulfillment === null || answer.fulfillment === undefined
          ? undefined
          : BigInt(answer.fulfillment.BtcFee),
    };
  } catch (error) {
    if (error instanceof StacksApiError && error.status === 404) return undefined;
    throw error;
  }
}

/** Where Emily does not run (the devnet) the query is disabled and never fetches. */
export function emilyWithdrawalQueryOptions(network: ActiveNetwork, requestId: number) {
  const origin = emilyOrigin(network.kind);
  return queryOptions({
    queryKey: [...networkQueryKey(network), 'emily-withdrawal', requestId] as const,
    queryFn: ({ signal }) =>
      origin === undefined
        ? Promise.resolve(undefined)
        : fetchEmilyWithdrawal(origin, requestId, signal),
    enabled: origin !== undefined && !network.custom,
    // A failed read is shown as "no detail", never in place of the chain's status: one retry.
    retry: 1,
    refetchInterval: (query) =>
      query.state.data?.status === 'confirmed' || query.state.data?.status === 'failed'
        ? false
        : 60_000,
  });
}
