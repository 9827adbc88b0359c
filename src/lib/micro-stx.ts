// STX amounts: the chain counts µSTX (1 STX = 1,000,000 µSTX) as whole numbers; people type and
// read STX. Kept as bigint end to end so no amount is ever rounded through a float.

export const MICRO_STX_PER_STX = 1_000_000n;
const STX_DECIMALS = 6;
/** Digits, an optional decimal point and at most six decimals; no sign, no exponent. */
const STX_AMOUNT = /^(\d+)(?:\.(\d{0,6}))?$/;

/** Reads a STX amount typed by a person ("12", "0.5", "1,000.25") into µSTX. Undefined when it
 * is not a plain decimal with at most six decimals (a µSTX is the smallest unit). */
export function parseStxAmount(text: string): bigint | undefined {
  const match = STX_AMOUNT.exec(text.trim().replace(/,/g, ''));
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * MICRO_STX_PER_STX + BigInt(fraction.padEnd(STX_DECIMALS, '0'));
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
