import { formatMicroStx, readStxAmount } from '@/lib/micro-stx';
import { MAX_STACKING_MICRO_STX } from '@/stacks/stacking/stacking-protocols';

// The amount of a liquid-stacking deposit (product.md, Stacking): at least the protocol's minimum
// (1 STX), at most what the account can spend — its unlocked balance, minus what its pending
// transactions will spend, minus the fee of this one — and never above the UI's cap.

export type LiquidAmountCheck =
  { valid: true; amountMicroStx: bigint } | { valid: false; error: string };

export interface LiquidAmountLimits {
  minMicroStx: bigint;
  /** The most this deposit may be (µSTX), fee already taken off; undefined while unknown. */
  maxMicroStx: bigint | undefined;
  /** Without a wallet there is no balance to check against: only the other rules apply. */
  walletConnected: boolean;
}

/** The largest deposit: available (unlocked minus pending outgoing) minus the fee, or zero. */
export function maxLiquidDeposit(availableMicroStx: bigint, feeMicroStx: bigint): bigint {
  const max = availableMicroStx - feeMicroStx;
  if (max <= 0n) return 0n;
  return max > MAX_STACKING_MICRO_STX ? MAX_STACKING_MICRO_STX : max;
}

export function validateLiquidAmount(text: string, limits: LiquidAmountLimits): LiquidAmountCheck {
  const reading = readStxAmount(text);
  if (!reading.valid) return reading;
  const amount = reading.microStx;
  if (amount < limits.minMicroStx) {
    return {
      valid: false,
      error: `Below the minimum: a deposit is at least ${formatMicroStx(limits.minMicroStx)}`,
    };
  }
  if (amount > MAX_STACKING_MICRO_STX) {
    return {
      valid: false,
      error: `More than Satchel accepts: at most ${formatMicroStx(MAX_STACKING_MICRO_STX)}`,
    };
  }
  if (!limits.walletConnected) return { valid: true, amountMicroStx: amount };
  if (limits.maxMicroStx === undefined) {
    return {
      valid: false,
      error: 'Your available balance is not known yet, so this amount cannot be checked',
    };
  }
  if (amount > limits.maxMicroStx) {
    return {
      valid: false,
      error:
        limits.maxMicroStx < limits.minMicroStx
          ? `Not enough available STX: you can deposit at most ${formatMicroStx(limits.maxMicroStx)} after pending transactions and the fee`
          : `More than you have available: at most ${formatMicroStx(limits.maxMicroStx)} after pending transactions and the fee`,
    };
  }
  return { valid: true, amountMicroStx: amount };
}
