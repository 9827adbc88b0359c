// Bitcoin amounts: the chain counts satoshis (1 BTC = 100,000,000 sats); people type either.
// Read by the one amount rule (lib/token-amount.ts: BTC is a unit with 8 decimals, sats one
// with none), kept as bigint.
import {
  formatTokenAmount,
  readTokenAmount,
  tokenAmountMessages,
  type TokenUnit,
} from './token-amount';

export const SATS_PER_BTC = 100_000_000n;
/** No amount can exceed the 21 million bitcoin there will ever be. */
export const MAX_SATS = 21_000_000n * SATS_PER_BTC;

export type BitcoinUnit = 'BTC' | 'sats';

const UNITS: Readonly<Record<BitcoinUnit, TokenUnit>> = {
  BTC: { symbol: 'BTC', decimals: 8 },
  sats: { symbol: 'sats', decimals: 0 },
};

export const BITCOIN_AMOUNT_MESSAGES = {
  BTC: tokenAmountMessages(UNITS.BTC),
  sats: tokenAmountMessages(UNITS.sats),
} as const;

export type BitcoinAmountReading = { valid: true; sats: bigint } | { valid: false; error: string };

/** Reads "0.0001" BTC or "10,000" sats into sats, or says why the text is not an amount. */
export function readBitcoinAmount(text: string, unit: BitcoinUnit): BitcoinAmountReading {
  const reading = readTokenAmount(text, UNITS[unit]);
  return reading.valid ? { valid: true, sats: reading.baseUnits } : reading;
}

/** "0.00012345 BTC" from sats. */
export function formatBtc(sats: bigint): string {
  return formatTokenAmount(sats, UNITS.BTC);
}

/** "12,345 sats" from sats ("1 sat"). */
export function formatSats(sats: bigint): string {
  return formatTokenAmount(sats, sats === 1n ? { symbol: 'sat', decimals: 0 } : UNITS.sats);
}
