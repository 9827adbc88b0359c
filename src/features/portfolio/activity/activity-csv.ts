import type { ActivityAmount, ActivityEntry } from './activity-entry';

// The Download CSV of the activity list ("everything loaded … for bookkeeping"). Pure, so
// the rows a person downloads are exactly the rows tested. RFC 4180: comma-separated, CRLF line
// ends, a field holding a comma, a quote or a line break is quoted with its quotes doubled.
// Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return, which some treat
// the same) as a formula: those cells get a leading apostrophe (OWASP "CSV Injection"), since the
// words and units come from contracts anyone can deploy.

// For bookkeeping (review 14 #17) every amount is a plain decimal (a point, no grouping, no unit)
// with its unit in a column of its own, one line per asset the transaction moved, so a column sums
// and filters in a spreadsheet. A transaction that moved nothing is one line with no amount; the
// fee (STX) is on its first line only, so summing the fee column counts each fee once.

const ACTIVITY_CSV_HEADER = [
  'Date (UTC)',
  'Type',
  'Status',
  'Description',
  'Direction',
  'Amount',
  'Unit',
  'Fee (STX)',
  'Transaction ID',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field, safe to open in a spreadsheet and quoted as RFC 4180 requires. */
export function csvField(value: string): string {
  const inert = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** The date as ISO 8601 in UTC to the second, which spreadsheets read as a date. */
function csvDate(time: Date | undefined): string {
  return time && Number.isFinite(time.getTime())
    ? time.toISOString().replace(/\.\d{3}Z$/, 'Z')
    : '';
}

/** `1234.5`: exact, a point for decimals, no grouping, trailing zeros dropped. */
function plainDecimal(baseUnits: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = (baseUnits / scale).toString();
  const fraction =
    decimals === 0 ? '' : (baseUnits % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Amount and unit of one movement; base units, said in the unit, while the decimals are unknown.
 * The list's rows carry the same two values (data attributes), so e2e compares them to the file. */
export function csvAmountColumns({ baseUnits, decimals, unit }: ActivityAmount): [string, string] {
  return decimals === undefined
    ? [baseUnits.toString(), `${unit} (base units)`]
    : [plainDecimal(baseUnits, decimals), unit];
}

/** The lines of one entry, in the header's order, before quoting. */
export function activityCsvRows(entry: ActivityEntry): string[][] {
  const common = [
    csvDate(entry.time),
    entry.kind,
    entry.failureReason ? `${entry.status}: ${entry.failureReason}` : entry.status,
    entry.words,
  ];
  const fee = plainDecimal(entry.feeMicroStx, 6);
  if (entry.amounts.length === 0) return [[...common, '', '', '', fee, entry.txid]];
  return entry.amounts.map((amount, index) => [
    ...common,
    amount.direction === 'out' ? 'sent' : 'received',
    ...csvAmountColumns(amount),
    index === 0 ? fee : '',
    entry.txid,
  ]);
}

/** The whole file: the header, the lines of each entry in the list's order, then a note line when
 * some transactions could not be read (the file is then not the whole history, and says so). */
export function activityCsv(entries: readonly ActivityEntry[], unreadable = 0): string {
  const rows: string[][] = [[...ACTIVITY_CSV_HEADER], ...entries.flatMap(activityCsvRows)];
  if (unreadable > 0) {
    const note =
      unreadable === 1
        ? 'Note: one transaction could not be read and is not in this file.'
        : `Note: ${String(unreadable)} transactions could not be read and are not in this file.`;
    rows.push(['', 'note', '', note, '', '', '', '', '']);
  }
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** `satchel-activity-<address>-2025-01-31.csv`: whose activity, and the day (UTC) it was taken. */
export function activityCsvFileName(address: string, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return `satchel-activity-${address}-${day}.csv`;
}
