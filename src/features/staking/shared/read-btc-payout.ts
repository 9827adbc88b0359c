import { BTC_DUST_LIMIT_SATS, MAX_BTC_MAX_FEE_SATS } from './staking-limits';

/** Checks a Bitcoin address for the selected network; it lives in a lazily loaded module, so the
 * form is given it rather than importing it. */
export type BtcAddressCheck = (
  address: string,
) => { valid: true } | { valid: false; message: string };

export interface BtcPayoutValues {
  btcAddress: string;
  /** Sats, as typed. */
  maxFee: string;
}

export type BtcPayoutReading =
  | { valid: true; address: string; maxFeeSats: bigint }
  | { valid: false; errors: Partial<Record<keyof BtcPayoutValues, string>> };

/** A BTC payout as pox-5.md §4–§5 has a manager take it: an address of this network and a
 * Bitcoin fee cap in whole sats (calldata `{pox-addr, max-fee}`). */
export function readBtcPayout(
  values: BtcPayoutValues,
  checkAddress: BtcAddressCheck,
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
    errors.maxFee = `Enter the most the Bitcoin fee may take, in whole sats (0 to ${MAX_BTC_MAX_FEE_SATS.toLocaleString('en-US')})`;
  else maxFeeSats = BigInt(fee);
  if (maxFeeSats === undefined || Object.keys(errors).length > 0) return { valid: false, errors };
  return { valid: true, address, maxFeeSats };
}

/** The smallest reward the manager will pay out to this address: a claim below it fails
 * (pox-5.md §4: `earned ≥ max-fee` and `earned − max-fee > 546`). */
export function smallestBtcPayoutSats(maxFeeSats: bigint): bigint {
  return maxFeeSats + BTC_DUST_LIMIT_SATS + 1n;
}
