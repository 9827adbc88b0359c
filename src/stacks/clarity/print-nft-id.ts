import { hexToCV } from '@stacks/transactions';
import { printClarityValue } from './print-clarity-value';

// Imports @stacks/transactions: loaded lazily (use-nft-id-printer.ts), never with the page.

/** An NFT's id in Clarity syntax, printed from its serialised bytes; undefined for bytes the
 * decoder refuses (the API's own text then stands in). */
export function printNftId(idHex: string): string | undefined {
  try {
    return printClarityValue(hexToCV(idHex));
  } catch {
    return undefined;
  }
}
