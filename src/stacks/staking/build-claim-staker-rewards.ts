// The staker's payout of one cycle through the manager. Loaded lazily: it pulls
// `@stacks/transactions`.
import { Cl, Pc } from '@stacks/transactions';
import { denyModeContractCall, type DenyModeContractCallRequest } from '../deny-mode-contract-call';
import { SBTC_ASSET_NAME } from '../sbtc/sbtc-token';
import type { PoolEntry } from './staking-pools';

export interface BuildClaimStakerRewardsInput {
  staker: string;
  manager: string;
  /** A native pool's manager pays only `tx-sender` and takes no staker argument. */
  entry: PoolEntry;
  cycle: number;
  /** The manager's `get-earned-staker-rewards` `earned`: sats net of its fee (> 0). */
  netSats: bigint;
  /** What a max500 manager has already settled for the staker (pending-payout.ts): its claim
   * pays that balance too, in the same transfer. 0 for other managers. */
  pendingPayoutSats?: bigint;
  /** The sBTC token pox-5 pays in on this chain (`/v2/pox` `pox_5_sbtc_contract`). */
  sbtcToken: `${string}.${string}`;
}

/**
 * - Reference manager: `claim-staker-rewards (staker reward-cycle bond-index)` with `none` — STX
 *   stakers have no bond (docs/staking-pox-5.md#rewards, step 2; anyone may send it).
 * - Native pool manager: `claim-staker-rewards (reward-cycle bond-index)`, paying tx-sender
 *   (docs/staking-pox-5.md#signer-managers, Stacking DAO).
 * Post-condition (docs/staking-pox-5.md#post-conditions): the manager sends exactly the net in
 * sBTC. With a stored BTC address it moves the same sats out of its balance into the sBTC
 * withdrawal (the withdrawal amount plus its fee cap add up to the net;
 * docs/staking-pox-5.md#rewards, BTC payout limits), so the condition is the same. The staker sends
 * nothing. Read `netSats` after any pull has confirmed: a pull in between raises what the claim
 * pays and this exact condition then aborts it. A max500 manager settles the cycle and then pays
 * the staker's whole settled balance (`claim-staker-rewards` = `settle` + `payout`,
 * devnet/vendor/managers/fastpool-max500-signer-manager.clar), so the condition names the net plus
 * what was settled before.
 */
export function buildClaimStakerRewards({
  staker,
  manager,
  entry,
  cycle,
  netSats,
  pendingPayoutSats = 0n,
  sbtcToken,
}: BuildClaimStakerRewardsInput): DenyModeContractCallRequest {
  if (!Number.isSafeInteger(cycle) || cycle < 0)
    throw new RangeError(`Invalid cycle ${String(cycle)}.`);
  if (netSats <= 0n) throw new RangeError('Nothing to claim for this cycle.');
  if (pendingPayoutSats < 0n) throw new RangeError('A settled balance cannot be negative.');
  const postConditions = [
    Pc.principal(manager)
      .willSendEq(netSats + pendingPayoutSats)
      .ft(sbtcToken, SBTC_ASSET_NAME),
  ];
  if (entry.kind === 'native-pool') {
    return denyModeContractCall(
      manager,
      'claim-staker-rewards',
      [Cl.uint(cycle), Cl.none()],
      postConditions,
    );
  }
  return denyModeContractCall(
    manager,
    'claim-staker-rewards',
    [Cl.principal(staker), Cl.uint(cycle), Cl.none()],
    postConditions,
  );
}
