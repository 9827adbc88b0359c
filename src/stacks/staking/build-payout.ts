// A max500 manager's `payout (staker)`: it pays the staker's whole settled balance, in sBTC or
// through an sBTC withdrawal to the Bitcoin address it keeps (devnet/vendor/managers/
// fastpool-max500-signer-manager.clar `payout`). Loaded lazily: it pulls `@stacks/transactions`.
import { Cl, Pc } from '@stacks/transactions';
import { denyModeContractCall, type DenyModeContractCallRequest } from '../deny-mode-contract-call';
import { WITHDRAWAL_DUST_LIMIT_SATS } from '../sbtc/withdrawal-errors';
import { SBTC_ASSET_NAME } from '../sbtc/sbtc-token';

export interface BuildPayoutInput {
  staker: string;
  manager: string;
  /** `get-pending-payout (staker)`, read just before (pending-payout.ts). */
  pendingSats: bigint;
  /** The fee cap of the Bitcoin payout the manager keeps for the staker, if it keeps one. */
  btcMaxFeeSats: bigint | undefined;
  sbtcToken: `${string}.${string}`;
}

/**
 * Post-condition: the manager sends exactly the settled balance (to the staker, or into the sBTC
 * withdrawal, which takes the amount less the fee cap plus the fee cap). The staker sends nothing.
 * A Bitcoin payout of no more than `max-fee + 546` sats fails with u1012 (`ERR_BELOW_DUST_LIMIT`),
 * so it is refused here in words.
 */
export function buildPayout({
  staker,
  manager,
  pendingSats,
  btcMaxFeeSats,
  sbtcToken,
}: BuildPayoutInput): DenyModeContractCallRequest {
  if (pendingSats <= 0n) throw new RangeError('The manager holds nothing settled for you.');
  if (btcMaxFeeSats !== undefined && pendingSats <= btcMaxFeeSats + WITHDRAWAL_DUST_LIMIT_SATS) {
    throw new RangeError(
      `${pendingSats.toString()} sats is too little to pay to Bitcoin: it must exceed the fee cap of ${btcMaxFeeSats.toString()} sats plus ${WITHDRAWAL_DUST_LIMIT_SATS.toString()}.`,
    );
  }
  return denyModeContractCall(
    manager,
    'payout',
    [Cl.principal(staker)],
    [Pc.principal(manager).willSendEq(pendingSats).ft(sbtcToken, SBTC_ASSET_NAME)],
  );
}
