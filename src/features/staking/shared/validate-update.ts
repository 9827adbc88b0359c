import { formatMicroStx, readStxAmount } from '@/lib/micro-stx';
import {
  btcPayoutOf,
  readBtcPayout,
  type BtcAddressCheck,
  type BtcPayoutValues,
} from './read-btc-payout';
import { updatePayoutKind, type ManagerPayouts } from './payout-choice';
import { describeStakeMinimum, type StakeMinimum } from './stake-minimum';
import { MAX_STAKING_CYCLES } from '@/config/staking-choices';
import { STAKING_FEE_RESERVE_MICRO_STX } from '@/stacks/staking/staking-limits';

// The Update form's rules (docs/staking-pox-5.md#staking-model "Updating a stake"): one
// stake-update can extend, increase and switch manager. The amount never goes down; the increase
// must be covered by unlocked STX; the remaining horizon `unlock-cycle − current − 1` after the
// update must be 1–96 (else u20), so in the last locked cycle an update must extend by at least 1.
// The position after the update must be at least the minimum of the pool it names, where that pool
// sets one (src/stacks/staking/staking-pools.ts `minStakeMicroStx`): a move to PlanBetter with less
// is refused by its manager.

export interface UpdateValues extends BtcPayoutValues {
  /** STX to add, as typed; empty means none. */
  increase: string;
  /** Cycles to add, as typed; empty means none. */
  extend: string;
  /** The manager after the update (contract id). */
  manager: string;
  /** 'stored': re-send the BTC payout the manager keeps for this staker (only while the manager
   * stays the same: a new manager keeps nothing yet). */
  payout: 'sbtc' | 'btc' | 'stored';
}

export type UpdateField = keyof UpdateValues;

export interface UpdateContext {
  currentCycle: number;
  /** The position's unlock cycle now (`first-reward-cycle + num-cycles`). */
  unlockCycle: number;
  /** The manager the position names now (pox-5 checks `old-signer-manager` against it, u36). */
  currentManager: string;
  /** The position's amount now (µSTX). */
  amountMicroStx: bigint;
  /** The least the pool after the update takes, when it sets one. */
  minimum?: StakeMinimum;
  availableMicroStx: bigint | undefined;
  /** What the manager after the update pays in. */
  payouts: ManagerPayouts;
  checkBtcAddress: BtcAddressCheck;
  /** The current manager keeps a BTC payout for this staker (its `get-pox-addr` is some). */
  hasStoredPayout: boolean;
  /** The manager after the update keeps a `min-claim` with a BTC payout (max500). */
  asksMinClaim?: boolean;
}

type UpdatePayout =
  | { kind: 'sbtc' }
  | { kind: 'btc'; address: string; maxFeeSats: bigint; minClaimSats?: bigint }
  | { kind: 'stored' };

export type UpdateCheck =
  | {
      valid: true;
      increaseMicroStx: bigint;
      extendCycles: number;
      manager: string;
      payout: UpdatePayout;
      /** The unlock cycle after the update. */
      unlockCycle: number;
    }
  | { valid: false; errors: Partial<Record<UpdateField, string>> };

export function validateUpdate(values: UpdateValues, context: UpdateContext): UpdateCheck {
  const errors: Partial<Record<UpdateField, string>> = {};

  let increaseMicroStx: bigint | undefined = 0n;
  if (values.increase.trim() !== '') {
    const reading = readStxAmount(values.increase);
    if (!reading.valid) {
      errors.increase = reading.error;
      increaseMicroStx = undefined;
    } else if (
      context.availableMicroStx !== undefined &&
      reading.microStx > 0n &&
      reading.microStx + STAKING_FEE_RESERVE_MICRO_STX > context.availableMicroStx
    ) {
      const most = context.availableMicroStx - STAKING_FEE_RESERVE_MICRO_STX;
      errors.increase =
        most > 0n
          ? `You can add at most ${formatMicroStx(most)}: only unlocked STX can be added, and the fee is paid from them`
          : 'Your unlocked STX would not leave enough for the fee';
      increaseMicroStx = undefined;
    } else increaseMicroStx = reading.microStx;
  }

  const remaining = context.unlockCycle - context.currentCycle - 1;
  let extendCycles: number | undefined = 0;
  const typedExtend = values.extend.trim();
  if (typedExtend !== '') {
    extendCycles = /^\d{1,3}$/.test(typedExtend) ? Number(typedExtend) : undefined;
  }
  const most = MAX_STAKING_CYCLES - remaining;
  if (extendCycles === undefined || extendCycles > most) {
    errors.extend = `Enter a whole number of cycles, 0 to ${Math.max(0, most)} (at most ${MAX_STAKING_CYCLES} cycles ahead)`;
    extendCycles = undefined;
  } else if (remaining + extendCycles < 1) {
    errors.extend = `Cycle ${context.currentCycle} is your last locked cycle: extend by at least 1 cycle to update`;
    extendCycles = undefined;
  }

  const manager = values.manager;
  const switching = manager !== context.currentManager;
  if (
    context.minimum &&
    increaseMicroStx !== undefined &&
    context.amountMicroStx + increaseMicroStx < context.minimum.microStx
  ) {
    errors.increase = `${describeStakeMinimum(context.minimum)} Add at least ${formatMicroStx(context.minimum.microStx - context.amountMicroStx)} to your ${formatMicroStx(context.amountMicroStx)}.`;
    increaseMicroStx = undefined;
  }
  let payout: UpdatePayout | undefined;
  const kind = updatePayoutKind(values.payout, {
    keepsStored: context.hasStoredPayout && !switching,
    payouts: context.payouts,
  });
  if (kind === 'stored') payout = { kind: 'stored' };
  else if (kind === 'btc') {
    const btc = readBtcPayout(values, context.checkBtcAddress, {
      asksMinClaim: context.asksMinClaim ?? false,
    });
    if (btc.valid) payout = { kind: 'btc', ...btcPayoutOf(btc) };
    else Object.assign(errors, btc.errors);
  } else payout = { kind: 'sbtc' };

  // A payout change alone is an update too: pox-5 takes a `stake-update` that adds nothing
  // whenever a cycle is left after the current one (the horizon rule above), and the manager
  // stores the calldata it carries (`validate-stake!`).
  const payoutUnchanged =
    payout?.kind === 'stored' || (payout?.kind === 'sbtc' && !context.hasStoredPayout);
  if (
    increaseMicroStx === 0n &&
    extendCycles === 0 &&
    !switching &&
    payoutUnchanged &&
    errors.increase === undefined &&
    errors.extend === undefined
  ) {
    errors.increase =
      'Add STX, add cycles, choose another manager or change the payout: nothing would change';
  }

  if (
    increaseMicroStx === undefined ||
    extendCycles === undefined ||
    !payout ||
    Object.keys(errors).length > 0
  )
    return { valid: false, errors };
  return {
    valid: true,
    increaseMicroStx,
    extendCycles,
    manager,
    payout,
    unlockCycle: context.unlockCycle + extendCycles,
  };
}
