// A checked payout → the calldata its manager stores. Loaded lazily (signer-calldata pulls
// @stacks/transactions), by the stake and update builders below.
import type { NetworkKind } from '@/config/networks';
import { btcPayoutCalldata, type SignerCalldata } from '@/stacks/staking/signer-calldata';
import { findPoolByManager, type PoolEntry } from '@/stacks/staking/staking-pools';

export type CheckedPayout =
  | { kind: 'sbtc' }
  | { kind: 'btc'; address: string; maxFeeSats: bigint; minClaimSats?: bigint }
  | { kind: 'stored' };

/** sBTC → none; a typed BTC address → its calldata; 'stored' → the calldata the manager keeps,
 * sent again (never "unchanged": the reference manager deletes a stored address when an update
 * comes without one, docs/staking-pox-5.md#signer-managers). */
export function payoutCalldata(
  payout: CheckedPayout,
  network: NetworkKind,
  stored: SignerCalldata | undefined,
): SignerCalldata | undefined {
  if (payout.kind === 'sbtc') return undefined;
  if (payout.kind === 'stored') {
    if (!stored) throw new Error('the BTC payout address the manager keeps could not be read.');
    return stored;
  }
  const check = btcPayoutCalldata(payout.address, network, payout.maxFeeSats);
  if (!check.valid) throw new Error(check.message);
  return payout.minClaimSats === undefined
    ? check.calldata
    : { ...check.calldata, minClaimSats: payout.minClaimSats };
}

/** How a position with `manager` was entered: a listed pool's wrapper, or pox-5 itself. */
export function entryOf(manager: string, network: NetworkKind): PoolEntry {
  return findPoolByManager(manager, network)?.entry ?? { kind: 'pox-5' };
}
