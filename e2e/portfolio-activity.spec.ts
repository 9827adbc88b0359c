import {
  ACTIVITY_ACCOUNT,
  ACTIVITY_ENTRIES,
  activityEntries,
  activityTxid,
} from '../src/mocks/fixtures/activity';
import { expect, test } from './fixtures';
import {
  ACTIVITY_CSV_HEADER,
  activityRows,
  csvRowsAsShown,
  downloadActivityCsv,
  shownActivity,
} from './portfolio-activity';

// The portfolio's Activity in mock mode, for a linked address (no wallet): the fixtures' pending
// transfer on top, then the history newest first in words with units; the next page as the list
// scrolls; the downloaded CSV holds exactly the rows shown. Every test also fails on a CSP
// violation, a hydration mismatch or a page error (fixtures.ts).

// Mock mode boots a service worker before the sections read, then two pages and a download:
// measured 7.3 s and 7.2 s on the shared 2-core machine at load average 5.8–6; test.slow()
// (90 s) leaves over ten times that.
test.slow();

test('the rows from the fixtures, paged as the list scrolls, and a CSV of exactly those rows', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('mockMode', 'true');
    localStorage.setItem('mockScenario', JSON.stringify('populated'));
  });
  await page.goto(`/portfolio?address=${ACTIVITY_ACCOUNT}`);
  const rows = activityRows(page);

  // The mempool's transfer on top, then the first page of 50, newest first.
  await expect(rows).toHaveCount(51);
  await expect(rows.first()).toHaveAttribute('data-txid', activityTxid(0));
  await expect(rows.first()).toHaveAttribute('data-status', 'pending');
  await expect(rows.first().getByTestId('activity-words')).toHaveText('Sent 2 STX to SP3Z…8JJE');
  const mined = await rows.evaluateAll((items) =>
    items.slice(1).map((item) => item.getAttribute('data-txid')),
  );
  expect(mined).toEqual(ACTIVITY_ENTRIES.slice(0, 50).map((entry) => entry.tx.tx_id));

  const row = (name: keyof typeof activityEntries) =>
    rows.and(page.locator(`[data-txid="${activityEntries[name].tx.tx_id}"]`));
  await expect(row('sentStx').getByTestId('activity-words')).toHaveText(
    'Sent 12.5 STX to SP3Z…8JJE',
  );
  await expect(row('sentStx').getByTestId('activity-amount')).toHaveText(['−12.5 STX']);
  await expect(row('stake').getByTestId('activity-words')).toHaveText(
    'Staked 100 STX with Fast Pool',
  );
  // stSTX's symbol and decimals come from the token's read-only functions.
  await expect(row('tokenSent').getByTestId('activity-words')).toHaveText(
    'Sent 5 stSTX to SP3Z…8JJE',
  );
  await expect(row('tokenSent').getByTestId('activity-amount')).toHaveText(['−5 stSTX']);
  await expect(row('failedStake')).toHaveAttribute('data-status', 'failed');
  await expect(row('failedStake').getByTestId('activity-status')).toHaveText(/^Failed: .+/);

  // Scrolling to the end of the list brings the second page, with no click.
  await rows.last().scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(ACTIVITY_ENTRIES.length + 1);
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText(
    `All ${String(ACTIVITY_ENTRIES.length)} mined transactions are shown.`,
  );

  const csv = await downloadActivityCsv(page);
  expect(csv.fileName).toMatch(
    new RegExp(`^satchel-activity-${ACTIVITY_ACCOUNT}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const [header, ...csvRows] = csv.rows;
  expect(header).toEqual(ACTIVITY_CSV_HEADER);
  const shown = await shownActivity(page);
  expect(shown).toHaveLength(ACTIVITY_ENTRIES.length + 1);
  expect(csvRowsAsShown(csvRows)).toEqual(shown);
});
