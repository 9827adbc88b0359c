// STX amounts: the chain counts µSTX (1 STX = 1,000,000 µSTX) as whole numbers; people type and
// read STX. Kept as bigint end to end so no amount is ever rounded through a float.

export const MICRO_STX_PER_STX = 1_000_000n;
const STX_DECIMALS = 6;
/** Digits, an optional decimal point and at most six decimals; no sign, no exponent, no comma. */
const PLAIN_STX_AMOUNT = /^(\d+)(?:\.(\d{0,6}))?$/;
/** A whole part grouped by thousands, as formatMicroStx writes it: 1–3 digits not starting with
 * 0, then ",ddd"s. A grouped number never starts with 0: "0,500" is a decimal comma (0.5). */
const GROUPED_WHOLE = /^[1-9]\d{0,2}(?:,\d{3})+$/;
/** Text that is only a number typed with the wrong separator (a locale's decimal comma). */
const NUMBER_WITH_SEPARATORS = /^[\d.,\s]+$/;

/** The words every amount field shows when the text is not an amount at all. The rules about
 * how much (a minimum, the balance) belong to each form. */
export const STX_AMOUNT_MESSAGES = {
  empty: 'Enter an amount in STX',
  comma: 'Use a point (.) for decimals; commas only group thousands, as in 1,000.5',
  format: 'Enter an amount in STX as a number, like 25 or 12.5 (at most 6 decimals)',
} as const;

export type StxAmountReading = { valid: true; microStx: bigint } | { valid: false; error: string };

const refused = (error: string): StxAmountReading => ({ valid: false, error });

/**
 * Reads a STX amount typed by a person ("12", "0.5", "1,000.25") into µSTX, or says why it is
 * not one. A comma is read only as thousands grouping: many keypads type a decimal comma, and
 * reading "1,5" as 15 would send ten times what the person meant.
 */
export function readStxAmount(text: string): StxAmountReading {
  const typed = text.trim();
  if (typed === '') return refused(STX_AMOUNT_MESSAGES.empty);
  let ungrouped = typed;
  if (typed.includes(',')) {
    const pointAt = typed.indexOf('.');
    const whole = pointAt === -1 ? typed : typed.slice(0, pointAt);
    const decimals = pointAt === -1 ? '' : typed.slice(pointAt);
    if (!GROUPED_WHOLE.test(whole) || decimals.includes(',')) {
      return refused(
        NUMBER_WITH_SEPARATORS.test(typed) ? STX_AMOUNT_MESSAGES.comma : STX_AMOUNT_MESSAGES.format,
      );
    }
    ungrouped = whole.replaceAll(',', '') + decimals;
  }
  const match = PLAIN_STX_AMOUNT.exec(ungrouped);
  if (!match) return refused(STX_AMOUNT_MESSAGES.format);
  const [, whole = '0', fraction = ''] = match;
  return {
    valid: true,
    microStx: BigInt(whole) * MICRO_STX_PER_STX + BigInt(fraction.padEnd(STX_DECIMALS, '0')),
  };
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
  const negative = value < 0n;
  const absolute = negative ? -value : value;
  const whole = (absolute / MICRO_STX_PER_STX).toLocaleString('en-US');
  const fraction = (absolute % MICRO_STX_PER_STX)
    .toString()
    .padStart(STX_DECIMALS, '0')
    .replace(/0+$/, '');
  return `${negative ? '−' : ''}${whole}${fraction ? `.${fraction}` : ''} STX`;
}
