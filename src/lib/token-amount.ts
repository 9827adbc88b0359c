import { formatNumber } from './format-number';
// Token amounts: a chain counts base units as whole numbers (µSTX, sats, a SIP-010 token's
// smallest unit); people type and read whole tokens with the token's decimals. Kept as bigint end
// to end so no amount is ever rounded through a float. STX is one such token (micro-stx.ts).

/** What an amount is typed in: the symbol people read and how many decimals the token has. */
export interface TokenUnit {
  symbol: string;
  /** SIP-010 `get-decimals`: base units per token = 10^decimals. */
  decimals: number;
}

/** A whole part grouped by thousands, as formatTokenAmount writes it: 1–3 digits not starting
 * with 0, then ",ddd"s. A grouped number never starts with 0: "0,500" is a decimal comma (0.5). */
const GROUPED_WHOLE = /^[1-9]\d{0,2}(?:,\d{3})+$/;
/** Text that is only a number typed with the wrong separator (a locale's decimal comma). */
const NUMBER_WITH_SEPARATORS = /^[\d.,\s]+$/;

/** The words every amount field shows when the text is not an amount at all. The rules about
 * how much (a minimum, the balance) belong to each form. */
export function tokenAmountMessages({ symbol, decimals }: TokenUnit) {
  return {
    empty: `Enter an amount in ${symbol}`,
    comma: 'Use a point (.) for decimals; commas only group thousands, as in 1,000.5',
    format:
      decimals === 0
        ? `Enter an amount in ${symbol} as a whole number, like 25 (${symbol} has no decimals)`
        : `Enter an amount in ${symbol} as a number, like 25 or 12.5 (at most ${decimals} decimals)`,
  } as const;
}

export type TokenAmountReading =
  { valid: true; baseUnits: bigint } | { valid: false; error: string };

const refused = (error: string): TokenAmountReading => ({ valid: false, error });

/**
 * Reads an amount typed by a person ("12", "0.5", "1,000.25") into the token's base units, or
 * says why it is not one. A comma is read only as thousands grouping: many keypads type a decimal
 * comma, and reading "1,5" as 15 would send ten times what the person meant.
 */
export function readTokenAmount(text: string, unit: TokenUnit): TokenAmountReading {
  const messages = tokenAmountMessages(unit);
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
  // Digits, an optional decimal point and at most `decimals` decimals; no sign, no exponent.
  const match = new RegExp(`^(\\d+)(?:\\.(\\d{0,${unit.decimals}}))?$`).exec(ungrouped);
  if (!match) return refused(messages.format);
  const [, whole = '0', fraction = ''] = match;
  return {
    valid: true,
    baseUnits:
      BigInt(whole) * 10n ** BigInt(unit.decimals) +
      BigInt(fraction.padEnd(unit.decimals, '0') || '0'),
  };
}

/** "1,234.5 WSTX" from base units; trailing zeros of the fraction are dropped. */
export function formatTokenAmount(baseUnits: bigint | string, { symbol, decimals }: TokenUnit) {
  const value = typeof baseUnits === 'bigint' ? baseUnits : BigInt(baseUnits);
  const negative = value < 0n;
  const absolute = negative ? -value : value;
  const scale = 10n ** BigInt(decimals);
  const whole = formatNumber(absolute / scale);
  const fraction =
    decimals === 0 ? '' : (absolute % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${negative ? '−' : ''}${whole}${fraction ? `.${fraction}` : ''} ${symbol}`;
}
