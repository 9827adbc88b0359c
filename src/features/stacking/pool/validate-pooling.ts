import { formatMicroStx, readStxAmount } from '@/lib/micro-stx';
import type { NetworkKind } from '@/config/networks';
import type { DelegationDuration } from '@/stacks/stacking/until-burn-height';
import {
  MAX_DELEGATION_CYCLES,
  MAX_STACKING_MICRO_STX,
  type PooledProtocol,
} from '@/stacks/stacking/stacking-protocols';

// The start-pooling form's rules (product.md, Stacking): amount ≥ the pool's minimum, ≥ what is
// already delegated (an increase never lowers a delegation), ≤ the UI cap; a duration the pool
// can take; a reward address valid for the network when the pool pays BTC. Pure, so every rule is
// tested without a page. The address check itself (bech32/base58) is passed in: it lives in a
// lazily loaded module.

export interface PoolingValues {
  amount: string;
  /** 'indefinite' or "1".."12" (cycles), as the duration select holds it. */
  duration: string;
  rewardAddress: string;
}

type PoolingErrors = Partial<Record<keyof PoolingValues, string>>;

export interface PoolingContext {
  pool: PooledProtocol;
  network: NetworkKind;
  /** µSTX already delegated to this pool (an increase), if any. */
  delegatedMicroStx: bigint | undefined;
  checkRewardAddress: (
    address: string,
    network: NetworkKind,
  ) => { valid: true } | { valid: false; message: string };
}

export type PoolingCheck =
  | {
      valid: true;
      amountMicroStx: bigint;
      duration: DelegationDuration;
      rewardAddress: string | undefined;
    }
  | { valid: false; errors: PoolingErrors };

export function parseDuration(text: string): DelegationDuration | undefined {
  if (text === 'indefinite') return 'indefinite';
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const cycles = Number(text);
  return cycles >= 1 && cycles <= MAX_DELEGATION_CYCLES ? cycles : undefined;
}

function amountError(text: string, context: PoolingContext): string | bigint {
  const reading = readStxAmount(text);
  if (!reading.valid) return reading.error;
  const amount = reading.microStx;
  if (amount < context.pool.minMicroStx)
    return `${context.pool.name} takes at least ${formatMicroStx(context.pool.minMicroStx)}`;
  if (context.delegatedMicroStx !== undefined && amount < context.delegatedMicroStx)
    return `You already delegate ${formatMicroStx(context.delegatedMicroStx)}; enter at least that much to increase`;
  if (amount > MAX_STACKING_MICRO_STX)
    return `Enter at most ${formatMicroStx(MAX_STACKING_MICRO_STX)}`;
  return amount;
}

export function validatePooling(values: PoolingValues, context: PoolingContext): PoolingCheck {
  const errors: PoolingErrors = {};
  const amount = amountError(values.amount, context);
  if (typeof amount === 'string') errors.amount = amount;

  const duration = parseDuration(values.duration);
  if (duration === undefined) errors.duration = 'Choose how long to delegate';
  else if (!context.pool.durationChoice && duration !== 'indefinite')
    // A wrapper's contract delegates without an end: never show a duration it will not send.
    errors.duration = `${context.pool.name} delegates until you stop pooling`;

  let rewardAddress: string | undefined;
  if (context.pool.kind === 'pox4-pools') {
    rewardAddress = values.rewardAddress.trim();
    if (!rewardAddress) errors.rewardAddress = 'A Bitcoin address for your rewards is needed';
    else {
      const check = context.checkRewardAddress(rewardAddress, context.network);
      if (!check.valid) errors.rewardAddress = check.message;
    }
  }

  if (typeof amount === 'string' || duration === undefined || Object.keys(errors).length > 0)
    return { valid: false, errors };
  return { valid: true, amountMicroStx: amount, duration, rewardAddress };
}
