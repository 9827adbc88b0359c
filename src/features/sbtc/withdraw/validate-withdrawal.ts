import type { NetworkKind } from '@/config/networks';
import { formatBtc, formatSats, readBitcoinAmount } from '@/lib/bitcoin-amount';
import { parseBtcRewardAddress, poxAddressHex } from '@/stacks/staking/pox-address';
import { WITHDRAWAL_DUST_LIMIT_SATS } from '@/stacks/sbtc/withdrawal-errors';

// The withdrawal form's rules (decision 0007): what the withdrawal contract refuses, said before
// the wallet opens — an amount at or below the dust limit (u502), an address it cannot pay
// (u500/u501, or another network's) — and what only the page knows: the sBTC the account holds,
// which must cover amount + max fee, since the contract locks both.

export interface WithdrawalValues {
  /** In BTC, as typed (sBTC has 8 decimals: 1 sBTC = 1 BTC = 100,000,000 sats). */
  amount: string;
  btcAddress: string;
  /** In sats, as typed. */
  maxFee: string;
}

export interface WithdrawalContext {
  network: NetworkKind;
  /** The account's sBTC in sats, once read. */
  balanceSats?: bigint | undefined;
  /** The bridge's largest single withdrawal (Emily `/limits` `perWithdrawalCap`), when it sets one
   * and it could be read: the signers refuse a larger request. */
  perWithdrawalCapSats?: bigint | undefined;
}

/** A withdrawal whose Bitcoin fee may take nothing could never be paid out: the signers' Bitcoin
 * transaction must pay miners. One sat is the floor; the person chooses the rest. */
const MIN_WITHDRAWAL_MAX_FEE_SATS = 1n;

export interface DecodedRecipient {
  type: string;
  version: string;
  hashbytes: string;
}

export interface WithdrawalPlan {
  amountSats: bigint;
  maxFeeSats: bigint;
  btcAddress: string;
  recipient: DecodedRecipient;
}

type WithdrawalErrors = Partial<Record<keyof WithdrawalValues, string>>;

export type WithdrawalValidation =
  { valid: true; plan: WithdrawalPlan } | { valid: false; errors: WithdrawalErrors };

/** The address's decoding for the form to show, or its problem in words. */
export function decodeRecipient(
  btcAddress: string,
  network: NetworkKind,
): { recipient: DecodedRecipient } | { error: string } {
  const address = btcAddress.trim();
  if (address === '') return { error: 'Enter the Bitcoin address to pay' };
  const check = parseBtcRewardAddress(address, network);
  if (!check.valid) return { error: check.message };
  return { recipient: { type: check.type, ...poxAddressHex(check.poxAddress) } };
}

export function validateWithdrawal(
  values: WithdrawalValues,
  { network, balanceSats, perWithdrawalCapSats }: WithdrawalContext,
): WithdrawalValidation {
  const errors: WithdrawalErrors = {};

  const fee = readBitcoinAmount(values.maxFee, 'sats');
  let maxFeeSats: bigint | undefined;
  if (!fee.valid) errors.maxFee = fee.error;
  else if (fee.sats < MIN_WITHDRAWAL_MAX_FEE_SATS)
    errors.maxFee = 'Enter at least 1 sat: the Bitcoin transaction that pays you must pay miners';
  else maxFeeSats = fee.sats;

  const amount = readBitcoinAmount(values.amount, 'BTC');
  let amountSats: bigint | undefined;
  if (!amount.valid) errors.amount = amount.error;
  else if (amount.sats <= WITHDRAWAL_DUST_LIMIT_SATS)
    errors.amount = `Enter more than ${formatSats(WITHDRAWAL_DUST_LIMIT_SATS)}: the withdrawal contract refuses amounts at or below Bitcoin’s dust limit`;
  else if (perWithdrawalCapSats !== undefined && amount.sats > perWithdrawalCapSats)
    errors.amount = `More than the sBTC bridge takes in one withdrawal: at most ${formatBtc(perWithdrawalCapSats)}`;
  else if (balanceSats !== undefined && amount.sats + (maxFeeSats ?? 0n) > balanceSats) {
    const most = balanceSats > (maxFeeSats ?? 0n) ? balanceSats - (maxFeeSats ?? 0n) : 0n;
    errors.amount = `More than your sBTC covers: at most ${formatBtc(most)} with this maximum fee (the amount and the fee are both locked)`;
  } else amountSats = amount.sats;

  const decoded = decodeRecipient(values.btcAddress, network);
  if ('error' in decoded) errors.btcAddress = decoded.error;

  if (amountSats === undefined || maxFeeSats === undefined || 'error' in decoded)
    return { valid: false, errors };
  return {
    valid: true,
    plan: {
      amountSats,
      maxFeeSats,
      btcAddress: values.btcAddress.trim(),
      recipient: decoded.recipient,
    },
  };
}
