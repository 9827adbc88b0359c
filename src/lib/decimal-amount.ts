// Amounts people type in a unit with decimals (STX, BTC, a token's own decimals) read into the
// chain's whole smallest units (µSTX, sats, token base units), as bigint end to end so no amount
// is ever rounded through a float. One rule for every amount field (docs/architecture.md, Forms).

/** A whole part grouped by thousands: 1–3 digits not starting with 0, then ",ddd"s. A grouped
 * number never starts with 0: "0,500" is a decimal comma (0.5). */
const GROUPED_WHOLE = /^[1-9]\d{0,2}(?:,\d{3})+$/;
/** Text that is only a number typed with the wrong separator (a locale's decimal comma). */
const NUMBER_WITH_SEPARATORS = /^[\d.,\s]+$/;
/** Digits, an optional point and decimals; how many decimals is checked after. */
const PLAIN_AMOUNT = /^(\d+)(?:\.(\d*))?$/;

export interface AmountUnit {
  /** What the person types in, as the words say it: "STX", "BTC", "sats", a token's symbol. */
  unit: string;
  /** How many decimals the unit has over the smallest one (STX 6, BTC 8, sats 0). */
  decimals: number;
}

export interface AmountMessages {
  empty: string;
  comma: string;
  format: string;
}

export type DecimalAmountReading = { valid: true; units: bigint } | { valid: false; error: string };

/** The words an amount field shows when the text is not an amount at all. The rules about how
 * much (a minimum, the balance) belong to each form. */
export function amountMessages({ unit, decimals }: AmountUnit): AmountMessages {
  return {
    empty: `Enter an amount in ${unit}`,
    comma: 'Use a point (.) for decimals; commas only group thousands, as in 1,000.5',
    format:
      decimals === 0
        ? `Enter an amount in ${unit} as a whole number, like 25 or 1,000`
        : `Enter an amount in ${unit} as a number, like 25 or 12.5 (at most ${decimals} decimals)`,
  };
}

/**
 * Reads an amount typed by a person ("12", "0.5", "1,000.25") into the smallest unit, or says
 * why it is not one. A comma is read only as thousands grouping: many keypads type a decimal
 * comma, and reading "1,5" as 15 would send ten times what the person meant.
 */
export function readDecimalAmount(text: string, unit: AmountUnit): DecimalAmountReading {
  const messages = amountMessages(unit);
  const refused = (error: string): DecimalAmountReading => ({ valid: false, error });
  const typed = text.trim();
  if (typed === '') return refused(messages.empty);
  let ungrouped = typed;
  if (typed.includes(',')) {
    const pointAt = typed.indexOf('.');
    const whole = pointAt === -1 ? typed : typed.slice(0, pointAt);
    const decimals = pointAt === -1 ? '' : typed.slice(pointAt);
    if (!GROUPED_WHOLE.test(whole) || decimals.includes(',')) {
      return refused(NUMBER_WITH_SEPARATORS.test(typed) ? messages.comma : messages.format);
    }
    ungrouped = whole.replaceAll(',', '') + decimals;
  }
  const match = PLAIN_AMOUNT.exec(ungrouped);
  const [, whole = '0', fraction = ''] = match ?? [];
  if (!match || fraction.length > unit.decimals) return refused(messages.format);
  return {
    valid: true,
    units:
      BigInt(whole) * 10n ** BigInt(unit.decimals) + BigInt(fraction.padEnd(unit.decimals, '0')),
  };
}

/** "1,234.5" from smallest units; trailing zeros of the fraction are dropped. */
export function formatDecimalAmount(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const negative = units < 0n;
  const absolute = negative ? -units : units;
  const whole = (absolute / scale).toLocaleString('en-US');
  const fraction =
    decimals === 0 ? '' : (absolute % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${negative ? '−' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
