// Every number the app writes for people goes through here (lint refuses `toLocaleString` and
// `Intl.NumberFormat` elsewhere), so the prerendered HTML and the browser agree (en-US, whatever
// the visitor's locale) and a percentage reads the same on every page.
// Percent style "5 %" (a space before the sign): what most of the app's sentences and docs
// already wrote (fees, allocation shares, cycle progress); only the hub's table wrote "5%".
// Formatters are made on first use, not at import (made-on-first-use.ts says why), and kept:
// `toLocaleString` builds one per call, and the code editor's byte counter formats per keystroke.

type FractionDigits = Pick<
  Intl.NumberFormatOptions,
  'minimumFractionDigits' | 'maximumFractionDigits'
>;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

/** "1,234,567", "5.3" (with `{ maximumFractionDigits: 1 }`): grouped by thousands, a point for
 * decimals, at most three decimals unless told. A bigint is written exactly. */
export function formatNumber(value: number | bigint, digits: FractionDigits = {}): string {
  return formatter('en-US', digits).format(value);
}

/** "41.3M", "950K", "12": for figures whose size matters more than their last digits. */
export function formatCompactNumber(value: number): string {
  return formatter('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** "5 %", "2.5 %", "62.0 %" (with `{ minimumFractionDigits: 1 }`) from a percentage (5 for 5 %,
 * not 0.05); at most two decimals unless told. */
export function formatPercent(percent: number, digits: FractionDigits = {}): string {
  return `${formatNumber(percent, { maximumFractionDigits: 2, ...digits })} %`;
}

/** "5 %" from 500 basis points (a hundredth of a percent each), "1.25 %" from 125. */
export function formatBasisPointsAsPercent(bips: number): string {
  return formatPercent(bips / 100);
}

/** The currency's minor-unit digits (2 for USD and EUR, 0 for JPY and KRW), as Intl knows them. */
export function currencyMinorDigits(currency: string): number {
  return (
    formatter('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** "$1,234.56", "¥1,235" from a decimal string ("1234.56"), which Intl formats without going
 * through a float, so every digit is kept. */
export function formatCurrency(decimal: string, currency: string, minorDigits: number): string {
  return formatter('en', {
    style: 'currency',
    currency,
    minimumFractionDigits: minorDigits,
    maximumFractionDigits: minorDigits,
  }).format(decimal as Intl.StringNumericLiteral);
}
