// Fiat amounts as whole minor units (cents; yen for JPY) in bigint: the holdings are exact base
// units, and the only inexact input is the market's own price, fixed once to PRICE_DIGITS decimals.

import { formatCurrency } from '@/lib/format-number';

/** Decimal digits kept of a unit price: enough for a token worth a millionth of a cent. */
const PRICE_DIGITS = 12;
const PRICE_SCALE = 10n ** BigInt(PRICE_DIGITS);

/** The price of one whole unit in a currency, times 10^PRICE_DIGITS. */
export type ScaledPrice = bigint;

/** A USD price (as the market gives it) in a currency, given how many of it one USD buys. */
export function scaledPrice(usd: number, usdRate: number): ScaledPrice {
  // Math.round on a float past 2^53 returns it unchanged, and BigInt takes it exactly.
  return BigInt(Math.round(usd * usdRate * 10 ** PRICE_DIGITS));
}

/** `baseUnits` of an asset with `decimals` at `price`, in minor units, rounded half up. */
export function fiatMinorUnits(
  baseUnits: bigint,
  decimals: number,
  price: ScaledPrice,
  minorDigits: number,
): bigint {
  const numerator = baseUnits * price * 10n ** BigInt(minorDigits);
  const denominator = 10n ** BigInt(decimals) * PRICE_SCALE;
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** `minor` units of `currency` in words for people: "$1,234.56", "¥1,235". */
export function formatFiat(minor: bigint, currency: string, minorDigits: number): string {
  const negative = minor < 0n;
  const magnitude = negative ? -minor : minor;
  const scale = 10n ** BigInt(minorDigits);
  const whole = magnitude / scale;
  const fraction = (magnitude % scale).toString().padStart(minorDigits, '0');
  // A decimal string keeps every digit: Intl formats it without going through a float.
  const decimal = `${negative ? '-' : ''}${whole}${minorDigits > 0 ? `.${fraction}` : ''}`;
  return formatCurrency(decimal, currency, minorDigits);
}
