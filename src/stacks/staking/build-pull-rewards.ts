// The manager's permissionless pull of a cycle's rewards from pox-5. Loaded lazily: it pulls
// `@stacks/transactions`.
import { Cl, Pc } from '@stacks/transactions';
import { denyModeContractCall, type DenyModeContractCallRequest } from '../deny-mode-contract-call';
import { SBTC_ASSET_NAME } from '../sbtc/sbtc-token';

/**
 * Manager `claim-rewards (bond-periods (list 6 uint)) (reward-cycle uint)` with an empty list:
 * STX-only stakers have no bonds (docs/staking-pox-5.md#rewards, step 1). Anyone may send it; pox-5
 * then sends the cycle's sBTC to the manager. Post-condition
 * (docs/staking-pox-5.md#post-conditions): pox-5 sends at least 1 sat of sBTC (a pull of nothing
 * fails with u32 anyway). No prepare-phase gate: claims are open at any time.
 */
export function buildPullRewards({
  pox5,
  manager,
  cycle,
  sbtcToken,
}: {
  /** The pox-5 contract id (PoxState.contractId). */
  pox5: string;
  manager: string;
  cycle: number;
  /** The sBTC token pox-5 pays in on this chain (`/v2/pox` `pox_5_sbtc_contract`). */
  sbtcToken: `${string}.${string}`;
}): DenyModeContractCallRequest {
  if (!Number.isSafeInteger(cycle) || cycle < 0)
    throw new RangeError(`Invalid cycle ${String(cycle)}.`);
  return denyModeContractCall(
    manager,
    'claim-rewards',
    [Cl.list([]), Cl.uint(cycle)],
    [Pc.principal(pox5).willSendGte(1).ft(sbtcToken, SBTC_ASSET_NAME)],
  );
}
