// Bitcoin amounts: the chain counts satoshis (1 BTC = 100,000,000 sats); people type either.
// Read by the one amount rule (lib/decimal-amount.ts), kept as bigint.
import {
  amountMessages,
  formatDecimalAmount,
  readDecimalAmount,
  type AmountUnit,
} from './decimal-amount';

export const SATS_PER_BTC = 100_000_000n;
/** No amount can exceed the 21 million bitcoin there will ever be. */
export const MAX_SATS = 21_000_000n * SATS_PER_BTC;

export type BitcoinUnit = 'BTC' | 'sats';

const UNITS: Readonly<Record<BitcoinUnit, AmountUnit>> = {
  BTC: { unit: 'BTC', decimals: 8 },
  sats: { unit: 'sats', decimals: 0 },
};

export const BITCOIN_AMOUNT_MESSAGES: Readonly<
  Record<BitcoinUnit, ReturnType<typeof amountMessages>>
> = {
  BTC: amountMessages(UNITS.BTC),
  sats: amountMessages(UNITS.sats),
};

export type BitcoinAmountReading = { valid: true; sats: bigint } | { valid: false; error: string };

/** Reads "0.0001" BTC or "10,000" sats into sats, or says why the text is not an amount. */
export function readBitcoinAmount(text: string, unit: BitcoinUnit): BitcoinAmountReading {
  const reading = readDecimalAmount(text, UNITS[unit]);
  return reading.valid ? { valid: true, sats: reading.units } : reading;
}

/** "0.00012345 BTC" from sats. */
export function formatBtc(sats: bigint): string {
  return `${formatDecimalAmount(sats, UNITS.BTC.decimals)} BTC`;
}

/** "12,345 sats" from sats. */
export function formatSats(sats: bigint): string {
  return `${formatDecimalAmount(sats, 0)} ${sats === 1n ? 'sat' : 'sats'}`;
}
