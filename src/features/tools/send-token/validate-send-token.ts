import type { NetworkKind } from '@/config/networks';
import { formatTokenAmount, readTokenAmount, type TokenUnit } from '@/lib/token-amount';
import type { AssetIdentifier } from '@/stacks/asset-identifier';
import { UINT64_MAX } from '@/wallet/stacks-limits';
import { recipientError } from '../shared/recipient-error';

// The Send tokens form's rules: the recipient rule every sending tool shares, the amount in the
// token's own decimals (the one token amount rule) and no more than the account holds.

export interface SendTokenValues {
  recipient: string;
  /** In the token's unit, as typed. */
  amount: string;
}

export interface SendTokenContext {
  network: NetworkKind;
  sender?: string | undefined;
  /** The chosen token, once its balance and SIP-010 decimals are known. */
  token?: { asset: AssetIdentifier; balance: bigint; unit: TokenUnit } | undefined;
}

interface TokenTransfer {
  asset: AssetIdentifier;
  recipient: string;
  /** In the token's base units. */
  amount: bigint;
}

type SendTokenErrors = Partial<Record<keyof SendTokenValues, string>>;

export type SendTokenValidation =
  { valid: true; transfer: TokenTransfer } | { valid: false; errors: SendTokenErrors };

function readAmount(text: string, token: SendTokenContext['token']): bigint | string {
  if (!token) return 'Choose a token first';
  const reading = readTokenAmount(text, token.unit);
  if (!reading.valid) return reading.error;
  if (reading.baseUnits === 0n) return 'Enter an amount above 0';
  // The post-condition that says exactly this amount leaves carries it as a u64, whatever the
  // token's own (u128) type: a larger transfer cannot be sent in Deny mode.
  if (reading.baseUnits > UINT64_MAX) {
    return `Too large: one transfer sends at most ${formatTokenAmount(UINT64_MAX, token.unit)} (2^64 − 1 base units)`;
  }
  if (reading.baseUnits > token.balance) {
    return `More than you hold: at most ${formatTokenAmount(token.balance, token.unit)}`;
  }
  return reading.baseUnits;
}

export function validateSendToken(
  values: SendTokenValues,
  context: SendTokenContext,
): SendTokenValidation {
  const recipient = values.recipient.trim();
  const errors: SendTokenErrors = {};
  const recipientProblem = recipientError(recipient, context);
  if (recipientProblem) errors.recipient = recipientProblem;
  const amount = readAmount(values.amount, context.token);
  if (typeof amount === 'string') errors.amount = amount;
  if (typeof amount === 'string' || !context.token || recipientProblem) {
    return { valid: false, errors };
  }
  return { valid: true, transfer: { asset: context.token.asset, recipient, amount } };
}
