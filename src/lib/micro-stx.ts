// STX amounts: the chain counts µSTX (1 STX = 1,000,000 µSTX) as whole numbers; people type and
// read STX. Kept as bigint end to end so no amount is ever rounded through a float.
import {
  amountMessages,
  formatDecimalAmount,
  readDecimalAmount,
  type AmountUnit,
} from './decimal-amount';

export const MICRO_STX_PER_STX = 1_000_000n;
const STX: AmountUnit = { unit: 'STX', decimals: 6 };

/** The words every STX amount field shows when the text is not an amount at all. */
export const STX_AMOUNT_MESSAGES = amountMessages(STX);

export type StxAmountReading = { valid: true; microStx: bigint } | { valid: false; error: string };

/** Reads a STX amount typed by a person ("12", "0.5", "1,000.25") into µSTX, or says why it is
 * not one (the rule of every amount field: lib/decimal-amount.ts). */
export function readStxAmount(text: string): StxAmountReading {
  const reading = readDecimalAmount(text, STX);
  return reading.valid ? { valid: true, microStx: reading.units } : reading;
}

/** The µSTX of a typed amount, or undefined when readStxAmount refuses it (for figures shown
 * beside a field, such as a total, that simply stay blank). */
export function parseStxAmount(text: string): bigint | undefined {
  const reading = readStxAmount(text);
  return reading.valid ? reading.microStx : undefined;
}

/** "1,234.5 STX" from µSTX; trailing zeros of the fraction are dropped. */
export function formatMicroStx(microStx: bigint | string): string {
  const value = typeof microStx === 'bigint' ? microStx : BigInt(microStx);
  return `${formatDecimalAmount(value, STX.decimals)} STX`;
}
