import { formatNumber } from '@/lib/format-number';
import { WITHDRAWAL_DUST_LIMIT_SATS } from '@/stacks/sbtc/withdrawal-errors';
import { MAX_BTC_MAX_FEE_SATS } from '@/stacks/staking/staking-limits';

/** Checks a Bitcoin address for the selected network; it lives in a lazily loaded module, so the
 * form is given it rather than importing it. */
export type BtcAddressCheck = (
  address: string,
) => { valid: true } | { valid: false; message: string };

export interface BtcPayoutValues {
  btcAddress: string;
  /** Sats, as typed. */
  maxFee: string;
  /** Sats, as typed: a max500 manager's `min-claim` (asked only for one). */
  minClaim: string;
}

export type BtcPayoutReading =
  | { valid: true; address: string; maxFeeSats: bigint; minClaimSats?: bigint }
  | { valid: false; errors: Partial<Record<keyof BtcPayoutValues, string>> };

/**
 * The `min-claim` the forms start from for a max500 manager: below it only the staker may start a
 * Bitcoin payout, at or above it anyone may (devnet/vendor/managers/
 * fastpool-max500-signer-manager.clar `payout`), and each payout may spend up to the fee cap. Ten
 * times the cap keeps a payout someone else starts from losing more than a tenth to the fee; the
 * contract's own default (`default-min-claim`, the cap + 547) would let it lose nearly all.
 */
export function suggestedMinClaimSats(maxFeeSats: bigint): bigint {
  return maxFeeSats * 10n;
}

/** A BTC payout as the reference manager takes it (docs/staking-pox-5.md#signer-managers): an
 * address of this network and a Bitcoin fee cap in whole sats (calldata
 * `{pox-addr, max-fee}`). */
export function readBtcPayout(
  values: BtcPayoutValues,
  checkAddress: BtcAddressCheck,
  { asksMinClaim = false }: { asksMinClaim?: boolean } = {},
): BtcPayoutReading {
  const errors: Partial<Record<keyof BtcPayoutValues, string>> = {};
  const address = values.btcAddress.trim();
  if (!address) errors.btcAddress = 'Enter the Bitcoin address your rewards are paid to';
  else {
    const check = checkAddress(address);
    if (!check.valid) errors.btcAddress = check.message;
  }
  const fee = values.maxFee.trim();
  let maxFeeSats: bigint | undefined;
  if (!/^\d{1,7}$/.test(fee) || BigInt(fee) > MAX_BTC_MAX_FEE_SATS)
    errors.maxFee = `Enter the most the Bitcoin fee may take, in whole sats (0 to ${formatNumber(MAX_BTC_MAX_FEE_SATS)})`;
  else maxFeeSats = BigInt(fee);
  let minClaimSats: bigint | undefined;
  if (asksMinClaim) {
    const typed = values.minClaim.trim();
    // max500's `check-payout-config`: `min-claim > max-fee + 546` (else u1014).
    const least = smallestBtcPayoutSats(maxFeeSats ?? 0n);
    if (!/^\d{1,9}$/.test(typed))
      errors.minClaim = 'Enter the smallest payout others may send to Bitcoin, in whole sats';
    else if (BigInt(typed) < least)
      errors.minClaim = `Enter at least ${formatNumber(least)} sats: the fee cap plus more than ${WITHDRAWAL_DUST_LIMIT_SATS.toString()} sats`;
    else minClaimSats = BigInt(typed);
  }
  if (maxFeeSats === undefined || Object.keys(errors).length > 0) return { valid: false, errors };
  return {
    valid: true,
    address,
    maxFeeSats,
    ...(minClaimSats === undefined ? {} : { minClaimSats }),
  };
}

/** A valid reading's fields, as the Stake and Update payouts carry them. */
export function btcPayoutOf(reading: Extract<BtcPayoutReading, { valid: true }>): {
  address: string;
  maxFeeSats: bigint;
  minClaimSats?: bigint;
} {
  return {
    address: reading.address,
    maxFeeSats: reading.maxFeeSats,
    ...(reading.minClaimSats === undefined ? {} : { minClaimSats: reading.minClaimSats }),
  };
}

/** The smallest reward the manager will pay out to this address: a claim below it fails
 * (docs/staking-pox-5.md#rewards: `earned ≥ max-fee` and `earned − max-fee > 546`). */
export function smallestBtcPayoutSats(maxFeeSats: bigint): bigint {
  return maxFeeSats + WITHDRAWAL_DUST_LIMIT_SATS + 1n;
}
