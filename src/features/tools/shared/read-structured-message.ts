import type { ClarityValue } from '@stacks/transactions';
import { parseClarityValue } from '@/stacks/clarity/parse-clarity-value';

/** A SIP-018 message typed in Clarity syntax, or the words for why it is not one. */
export function readStructuredMessage(
  text: string,
): { ok: true; value: ClarityValue } | { ok: false; message: string } {
  if (text.trim() === '') {
    return { ok: false, message: 'Enter the message as a Clarity value, e.g. {amount: u100}' };
  }
  return parseClarityValue(text);
}
