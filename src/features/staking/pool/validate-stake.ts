import { formatMicroStx, readStxAmount } from '@/lib/micro-stx';
import {
  btcPayoutOf,
  readBtcPayout,
  type BtcAddressCheck,
  type BtcPayoutValues,
} from '../shared/read-btc-payout';
import { effectivePayout, type ManagerPayouts, type PayoutChoice } from '../shared/payout-choice';
import { readStakingCycles } from '../shared/read-staking-cycles';
import { describeStakeMinimum, type StakeMinimum } from '../shared/stake-minimum';
import { STAKING_FEE_RESERVE_MICRO_STX } from '@/stacks/staking/staking-limits';

// The Stake form's rules (pox-5's `stake`, devnet/vendor/pox-5.clar): an amount above 0 — and at least the pool's
// minimum where it sets one (src/stacks/staking/staking-pools.ts `minStakeMicroStx`), below which
// its manager refuses the stake — that the unlocked balance covers with the fee left over, 1–96
// cycles, and a payout the manager can take — sBTC, or a BTC address with a fee cap sent as
// calldata. Pure, so every rule is tested without a page.

export interface StakeValues extends BtcPayoutValues {
  amount: string;
  cycles: string;
  payout: PayoutChoice;
}

export type StakeField = keyof StakeValues;

export interface StakeContext {
  /** Unlocked µSTX; undefined without a wallet (or before it is read): no balance rule then. */
  availableMicroStx: bigint | undefined;
  /** What the manager pays in: BTC-only managers (planbetter) need an address. */
  payouts: ManagerPayouts;
  checkBtcAddress: BtcAddressCheck;
  /** The least the pool takes, when it sets one (PlanBetter's 1,000 STX). */
  minimum?: StakeMinimum;
  /** The manager keeps a `min-claim` with a BTC payout (max500): the form asks for it. */
  asksMinClaim?: boolean;
}

export type StakePayout =
  { kind: 'sbtc' } | { kind: 'btc'; address: string; maxFeeSats: bigint; minClaimSats?: bigint };

export type StakeCheck =
  | { valid: true; amountMicroStx: bigint; cycles: number; payout: StakePayout }
  | { valid: false; errors: Partial<Record<StakeField, string>> };

export function validateStake(values: StakeValues, context: StakeContext): StakeCheck {
  const errors: Partial<Record<StakeField, string>> = {};
  let amountMicroStx: bigint | undefined;
  const amount = readStxAmount(values.amount);
  if (!amount.valid) errors.amount = amount.error;
  else if (amount.microStx === 0n) errors.amount = 'Enter more than 0 STX';
  else if (context.minimum && amount.microStx < context.minimum.microStx)
    errors.amount = describeStakeMinimum(context.minimum);
  else if (
    context.availableMicroStx !== undefined &&
    amount.microStx + STAKING_FEE_RESERVE_MICRO_STX > context.availableMicroStx
  ) {
    const most = context.availableMicroStx - STAKING_FEE_RESERVE_MICRO_STX;
    errors.amount =
      most > 0n
        ? `You can stake at most ${formatMicroStx(most)}: ${formatMicroStx(context.availableMicroStx)} is unlocked and the fee is paid from it`
        : `Your ${formatMicroStx(context.availableMicroStx)} unlocked would not leave enough for the fee`;
  } else amountMicroStx = amount.microStx;

  const cycles = readStakingCycles(values.cycles, { min: 1 });
  if (!cycles.valid) errors.cycles = cycles.error;

  let payout: StakePayout | undefined;
  if (effectivePayout(values.payout, context.payouts) === 'btc') {
    const btc = readBtcPayout(values, context.checkBtcAddress, {
      asksMinClaim: context.asksMinClaim ?? false,
    });
    if (btc.valid) payout = { kind: 'btc', ...btcPayoutOf(btc) };
    else Object.assign(errors, btc.errors);
  } else payout = { kind: 'sbtc' };

  if (amountMicroStx === undefined || !cycles.valid || !payout || Object.keys(errors).length > 0)
    return { valid: false, errors };
  return { valid: true, amountMicroStx, cycles: cycles.cycles, payout };
}
