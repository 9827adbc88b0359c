import { queryOptions } from '@tanstack/react-query';
import { ClarityType, Cl, type ClarityValue } from '@stacks/transactions';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { StacksApiError } from '../stacks-api';
import {
  callReadOnly,
  readOptional,
  readPoxAddress,
  readPrincipal,
  readOptionalTupleFields,
  readUint,
} from '../call-read-only';

// sbtc-registry `get-withdrawal-request (id uint)` → `(optional {amount, max-fee, sender,
// recipient: {version, hashbytes}, block-height, status: (optional bool)})` (stacks-network/sbtc
// `contracts/contracts/sbtc-registry.clar`: the `withdrawal-requests` map merged with the
// `withdrawal-status` map, where no entry means pending and the bool says whether the signers
// accepted it). This module imports @stacks/transactions: load it lazily, from a queryFn.

export type WithdrawalStatus = 'pending' | 'accepted' | 'rejected';

export interface WithdrawalRequest {
  requestId: number;
  /** Sats the signers pay to the recipient on accept. */
  amountSats: bigint;
  /** The most the Bitcoin fee may take; what it does not take comes back as sBTC. */
  maxFeeSats: bigint;
  sender: string;
  recipient: { version: number; hashbytes: string };
  /** The burn block height the request was made at. */
  blockHeight: bigint;
  status: WithdrawalStatus;
}

function readStatus(value: ClarityValue, what: string): WithdrawalStatus {
  const decided = readOptional(value, what);
  if (decided === undefined) return 'pending';
  if (decided.type === ClarityType.BoolTrue) return 'accepted';
  if (decided.type === ClarityType.BoolFalse) return 'rejected';
  throw new StacksApiError(
    'StacksApiResponseError',
    `${what}: expected a bool, got ${decided.type}`,
  );
}

/** Decodes the registry's answer; `none` (no such request) is undefined. */
function decodeWithdrawalRequest(
  requestId: number,
  value: ClarityValue,
): WithdrawalRequest | undefined {
  const what = `get-withdrawal-request ${String(requestId)}`;
  const field = readOptionalTupleFields(value, what);
  if (field === undefined) return undefined;
  return {
    requestId,
    amountSats: field('amount', readUint),
    maxFeeSats: field('max-fee', readUint),
    sender: field('sender', readPrincipal),
    recipient: field('recipient', readPoxAddress),
    blockHeight: field('block-height', readUint),
    status: field('status', readStatus),
  };
}

export async function fetchWithdrawalRequest(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  registry: string,
  requestId: number,
  signal?: AbortSignal,
): Promise<WithdrawalRequest | undefined> {
  const value = await callReadOnly(
    network,
    { contract: registry, functionName: 'get-withdrawal-request', args: [Cl.uint(requestId)] },
    signal,
  );
  return decodeWithdrawalRequest(requestId, value);
}

/** How often a pending request is read again: the signers settle in Bitcoin blocks (~10 min). */
const PENDING_WITHDRAWAL_REFETCH_MS = 30_000;

export function withdrawalRequestQueryOptions(
  network: ActiveNetwork,
  registry: string,
  requestId: number,
) {
  return queryOptions({
    queryKey: [
      ...networkQueryKey(network),
      'sbtc-withdrawal-request',
      registry,
      requestId,
    ] as const,
    queryFn: ({ signal }) => fetchWithdrawalRequest(network, registry, requestId, signal),
    // Follow a pending request until the signers decide; a decided one never changes again.
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? PENDING_WITHDRAWAL_REFETCH_MS : false,
  });
}
