import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { parseCsv } from './parse-csv';

// What the Activity section shows and what its Download CSV holds, read the same way for the mock
// and the devnet specs, so "the CSV has the rows shown" is one comparison.

export const ACTIVITY_CSV_HEADER = [
  'Date (UTC)',
  'Type',
  'Status',
  'Description',
  'Direction',
  'Amount',
  'Unit',
  'Fee (STX)',
  'Transaction ID',
];

/** The activity rows as shown, pending first then newest first. */
export function activityRows(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Activity' })
    .getByRole('list', { name: 'Transactions' })
    .locator(':scope > li');
}

/** One amount as the CSV writes it: `sent`/`received`, a plain decimal (`1234.5`), the unit. */
interface ShownAmount {
  direction: string;
  amount: string;
  unit: string;
}

export interface ShownActivity {
  txid: string;
  status: string;
  words: string;
  amounts: ShownAmount[];
  /** The fee as a plain decimal of STX (`0.003`), as the CSV's Fee column writes it. */
  fee: string;
}

/** Every row shown, in order, in the CSV's terms. The row shows each amount with its unit
 * shortened; its data attributes hold the plain amount and the full unit the CSV gets. */
export async function shownActivity(page: Page): Promise<ShownActivity[]> {
  return activityRows(page).evaluateAll((items) =>
    items.map((item) => {
      const text = (selector: string) => item.querySelector(selector)?.textContent ?? '';
      return {
        txid: item.getAttribute('data-txid') ?? '',
        status: item.getAttribute('data-status') ?? '',
        words: text('[data-testid="activity-words"]'),
        amounts: Array.from(item.querySelectorAll('[data-testid="activity-amount"]'), (amount) => ({
          direction: amount.getAttribute('data-direction') === 'out' ? 'sent' : 'received',
          amount: amount.getAttribute('data-amount') ?? '',
          unit: amount.getAttribute('data-unit') ?? '',
        })),
        fee: text('[data-testid="activity-fee"]')
          .replace(/^Fee /, '')
          .replace(/ STX$/, '')
          .replaceAll(',', ''),
      };
    }),
  );
}

/** Clicks Download CSV; the file's name and its rows (header first), the BOM dropped. */
export async function downloadActivityCsv(page: Page) {
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Activity' })
    .getByRole('button', { name: 'Download CSV' })
    .click();
  const download = await downloading;
  const text = await readFile(await download.path(), 'utf8');
  return { fileName: download.suggestedFilename(), rows: parseCsv(text.replace(/^\uFEFF/, '')) };
}

/** The CSV's lines (header dropped) in the terms of the rows shown: a transaction's lines (one
 * per asset moved, the fee on its first) make one row; a trailing note line is no transaction. */
export function csvRowsAsShown(lines: readonly (readonly string[])[]): ShownActivity[] {
  const rows: ShownActivity[] = [];
  for (const line of lines) {
    const [, type, status, words, direction, amount, unit, fee, txid] = line;
    if (type === 'note' || !txid) continue;
    let row = rows.at(-1);
    if (row?.txid !== txid) {
      row = {
        txid,
        // The status without its reason.
        status: (status ?? '').split(':')[0] ?? '',
        words: words ?? '',
        amounts: [],
        fee: fee ?? '',
      };
      rows.push(row);
    }
    if (direction) row.amounts.push({ direction, amount: amount ?? '', unit: unit ?? '' });
  }
  return rows;
}
