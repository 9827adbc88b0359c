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
  'Sent',
  'Received',
  'Fee',
  'Transaction ID',
];

/** The activity rows as shown, pending first then newest first. */
export function activityRows(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Activity' })
    .getByRole('list', { name: 'Transactions' })
    .locator(':scope > li');
}

export interface ShownActivity {
  txid: string;
  status: string;
  words: string;
  /** The amounts out, as the CSV's Sent column writes them ("12.5 STX; 5 stSTX"). */
  sent: string;
  received: string;
  fee: string;
}

/** Every row shown, in order, in the CSV's terms. */
export async function shownActivity(page: Page): Promise<ShownActivity[]> {
  return activityRows(page).evaluateAll((items) =>
    items.map((item) => {
      const text = (selector: string) => item.querySelector(selector)?.textContent ?? '';
      const amounts = (direction: string) =>
        Array.from(
          item.querySelectorAll(`[data-testid="activity-amount"][data-direction="${direction}"]`),
          (amount) => amount.textContent.replace(/^[−+]/, ''),
        ).join('; ');
      return {
        txid: item.getAttribute('data-txid') ?? '',
        status: item.getAttribute('data-status') ?? '',
        words: text('[data-testid="activity-words"]'),
        sent: amounts('out'),
        received: amounts('in'),
        fee: text('[data-testid="activity-fee"]').replace(/^Fee /, ''),
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

/** A CSV row in the terms of a shown row: the status without its reason. */
export function csvRowAsShown(row: readonly string[]): ShownActivity {
  return {
    txid: row[7] ?? '',
    status: (row[2] ?? '').split(':')[0] ?? '',
    words: row[3] ?? '',
    sent: row[4] ?? '',
    received: row[5] ?? '',
    fee: row[6] ?? '',
  };
}
