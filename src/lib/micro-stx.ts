// STX amounts: the chain counts µSTX (1 STX = 1,000,000 µSTX) as whole numbers; people type and
// read STX. Kept as bigint end to end so no amount is ever rounded through a float.

import {
  formatTokenAmount,
  readTokenAmount,
  tokenAmountMessages,
  type TokenUnit,
} from './token-amount';

export const MICRO_STX_PER_STX = 1_000_000n;
const STX: TokenUnit = { symbol: 'STX', decimals: 6 };

/** The words every STX amount field shows when the text is not an amount at all (the token
 * rule's words for STX). The rules about how much (a minimum, the balance) belong to each form. */
export const STX_AMOUNT_MESSAGES = tokenAmountMessages(STX);

export type StxAmountReading = { valid: true; microStx: bigint } | { valid: false; error: string };

/**
 * Reads a STX amount typed by a person ("12", "0.5", "1,000.25") into µSTX, or says why it is
 * not one: the token amount rule (token-amount.ts) with STX's six decimals.
 */
export function readStxAmount(text: string): StxAmountReading {
  const reading = readTokenAmount(text, STX);
  return reading.valid ? { valid: true, microStx: reading.baseUnits } : reading;
}

/** The µSTX of a typed amount, or undefined when readStxAmount refuses it (for figures shown
 * beside a field, such as a total, that simply stay blank). */
export function parseStxAmount(text: string): bigint | undefined {
  const reading = readStxAmount(text);
  return reading.valid ? reading.microStx : undefined;
}

/** "1,234.5 STX" from µSTX; trailing zeros of the fraction are dropped. */
export function formatMicroStx(microStx: bigint | string): string {
  return formatTokenAmount(microStx, STX);
}
