import { queryOptions } from '@tanstack/react-query';
import { networkQueryKey, type ActiveNetwork } from '../active-network';
import { fetchMempoolTxs, maxPendingOutgoingMicroStx } from './mempool-transactions';
import { fetchAccountBalances, type AccountBalances } from './account-balances';

// What an account can still commit: its unlocked balance minus what its transactions waiting in
// the mempool will spend (docs/product-decisions.md#staking-pages: liquid deposits are "≤ the
// available (unlocked, minus pending outgoing) balance"). The balances endpoint counts mined blocks
// only, so without the mempool a second deposit sent before the first is mined would be allowed to
// overspend. GET /extended/v1/address/{principal}/balances + GET
// /extended/v1/tx/mempool?sender_address=…

export interface AvailableStx {
  /** Balance minus locked (µSTX), as of the last mined block. */
  unlockedMicroStx: bigint;
  /** Fees, transfers and post-condition-bounded STX of the account's pending transactions. */
  pendingOutgoingMicroStx: bigint;
  /** Unlocked minus pending outgoing, never below zero (µSTX). */
  availableMicroStx: bigint;
}

export async function fetchAvailableStx(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  principal: string,
  signal?: AbortSignal,
): Promise<AvailableStx> {
  const [balances, mempool] = await Promise.all([
    fetchAccountBalances(network, principal, signal),
    fetchMempoolTxs(network, principal, signal),
  ]);
  return toAvailableStx(balances, maxPendingOutgoingMicroStx(mempool, principal));
}

/** Available from the balances (mined blocks only) and what the mempool will spend: a transfer
 * sent but not yet mined is not available any more, though the balance still counts it. */
export function toAvailableStx(
  balances: Pick<AccountBalances, 'availableMicroStx'>,
  pendingOutgoing: bigint,
): AvailableStx {
  const available = balances.availableMicroStx - pendingOutgoing;
  return {
    unlockedMicroStx: balances.availableMicroStx,
    pendingOutgoingMicroStx: pendingOutgoing,
    availableMicroStx: available > 0n ? available : 0n,
  };
}

function availableStxQueryKey(network: ActiveNetwork, principal: string) {
  return [...networkQueryKey(network), 'available-stx', principal] as const;
}

export function availableStxQueryOptions(network: ActiveNetwork, principal: string) {
  return queryOptions({
    queryKey: availableStxQueryKey(network, principal),
    queryFn: ({ signal }) => fetchAvailableStx(network, principal, signal),
  });
}
