import { formatMicroStx } from '@/lib/micro-stx';
import type { ActivityEntry } from './activity-entry';
import { formatActivityAmount } from './format-activity-amount';

// The Download CSV of the activity list (issue 14: "everything loaded … for bookkeeping"). Pure, so
// the rows a person downloads are exactly the rows tested. RFC 4180: comma-separated, CRLF line
// ends, a field holding a comma, a quote or a line break is quoted with its quotes doubled.
// Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return, which some treat
// the same) as a formula: those cells get a leading apostrophe (OWASP "CSV Injection"), since the
// words and units come from contracts anyone can deploy.

const ACTIVITY_CSV_HEADER = [
  'Date (UTC)',
  'Type',
  'Status',
  'Description',
  'Sent',
  'Received',
  'Fee',
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
  return time ? time.toISOString().replace(/\.\d{3}Z$/, 'Z') : '';
}

function amountsOf(entry: ActivityEntry, direction: 'in' | 'out'): string {
  return entry.amounts
    .filter((amount) => amount.direction === direction)
    .map(formatActivityAmount)
    .join('; ');
}

/** The row of one entry, in the header's order, before quoting. */
export function activityCsvRow(entry: ActivityEntry): string[] {
  return [
    csvDate(entry.time),
    entry.kind,
    entry.failureReason ? `${entry.status}: ${entry.failureReason}` : entry.status,
    entry.words,
    amountsOf(entry, 'out'),
    amountsOf(entry, 'in'),
    formatMicroStx(entry.feeMicroStx),
    entry.txid,
  ];
}

/** The whole file: the header, then one row per entry in the list's order. */
export function activityCsv(entries: readonly ActivityEntry[]): string {
  const rows = [[...ACTIVITY_CSV_HEADER], ...entries.map(activityCsvRow)];
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** `satchel-activity-<address>-2025-01-31.csv`: whose activity, and the day (UTC) it was taken. */
export function activityCsvFileName(address: string, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return `satchel-activity-${address}-${day}.csv`;
}
