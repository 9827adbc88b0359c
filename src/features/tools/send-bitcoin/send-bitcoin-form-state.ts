import type { NetworkKind } from '@/config/networks';
import { formatBtc, formatSats, readBitcoinAmount, type BitcoinUnit } from '@/lib/bitcoin-amount';
import type { AnyWalletError } from '@/wallet/errors';
import { isUnsupportedMethodError } from '@/wallet/use-wallet-method-support';
import { describeFailureBeforeWallet } from '../shared/describe-failure-before-wallet';

// The Send bitcoin form's rules for what it shows: no React here, so they are tested alone.

/** The same amount in the other unit, shown live beside the field. */
export function otherUnit(amount: string, unit: BitcoinUnit): string | undefined {
  const reading = readBitcoinAmount(amount, unit);
  if (!reading.valid) return undefined;
  return unit === 'BTC' ? formatSats(reading.sats) : formatBtc(reading.sats);
}

/** Switching unit keeps the amount: it is rewritten in the new unit when it reads as one. */
export function amountInUnit(amount: string, from: BitcoinUnit, to: BitcoinUnit): string {
  const reading = readBitcoinAmount(amount, from);
  if (!reading.valid) return amount;
  return (to === 'BTC' ? formatBtc(reading.sats) : formatSats(reading.sats)).replace(/ \S+$/, '');
}

/** A refusal's words, when they are not the usual ones (describeWalletError). */
export function refusalWords(
  error: AnyWalletError,
  raw: unknown,
  network: NetworkKind,
): string | undefined {
  // On the devnet the refusal is the missing chain, not an old wallet.
  if (network === 'devnet' && isUnsupportedMethodError(error)) {
    return 'Not sent: the devnet has no Bitcoin chain, so the devnet wallet cannot send bitcoin.';
  }
  return describeFailureBeforeWallet(raw);
}

/** Whether a refusal means the wallet lacks `sendTransfer`: its notice then says so. */
export function refusedForWantOfMethod(error: AnyWalletError, network: NetworkKind): boolean {
  return network !== 'devnet' && isUnsupportedMethodError(error);
}
