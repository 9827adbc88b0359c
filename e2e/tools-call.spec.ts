import type { Page } from '@playwright/test';
import { axeTest } from './axe';
import { expect, test } from './fixtures';
import { openInMockMode } from './mock-mode-page';

// Call a contract in mock mode: mock mode's `clarity-types` contract, which uses every
// Clarity type, on mainnet. A shared link opens with the contract and the function chosen; the
// page is axe-clean in both themes, on a phone and a desktop, with a read's Result and with the
// public function's post-condition builder and Allow mode warning open.

// Mock mode boots a service worker before the page reads the interface: measured 11–27 s per
// test, the axe scan included, on the shared 2-core machine with six other helpers at work;
// slow() triples the 30 s, and the axe helper adds 60 s for its scan.
test.slow();

const CONTRACT = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7.clarity-types';
const link = (fn: string) =>
  `/tools/call-contract?${new URLSearchParams({ contract: CONTRACT, fn }).toString()}`;

async function readTuple(page: Page) {
  await openInMockMode(page, link('echo-tuple'));
  await page.getByRole('textbox', { name: 'value' }).fill('{a: u1, b: "x"}');
  await page.getByRole('button', { name: 'Read' }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByTestId('result-value')).toContainText('(ok ');
  await expect(result.getByTestId('result-value')).toContainText('u1');
}

async function openBuilder(page: Page) {
  await openInMockMode(page, link('increment'));
  await page.getByRole('textbox', { name: 'by' }).fill('5');
  await page.getByRole('button', { name: 'Add STX condition' }).click();
  await page.getByRole('button', { name: 'Add NFT condition' }).click();
  await page.getByRole('switch', { name: 'Allow mode' }).click();
  await expect(page.getByText(/Allow mode lets this call move any of your assets/)).toBeVisible();
}

test('a shared link opens with the contract and the function chosen', async ({ page }) => {
  await openInMockMode(page, link('echo-tuple'));
  await expect(page.getByRole('heading', { name: 'Call a contract', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Contract' })).toHaveValue(CONTRACT);
  await expect(page.getByRole('combobox', { name: 'Function' })).toHaveText(/echo-tuple/);
  await expect(page.getByRole('heading', { name: 'echo-tuple', level: 2 })).toBeVisible();
  await expect(
    page.getByText('(tuple (a uint) (b (string-ascii 10))), in Clarity syntax'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'value' }).fill('{a: u1, b: "x"}');
  await page.getByRole('button', { name: 'Read' }).click();
  await expect(
    page.getByRole('region', { name: 'Result' }).getByRole('list').first(),
  ).toBeVisible();
});

const STATES = {
  'a read’s Result': readTuple,
  'the post-condition builder and the Allow mode warning': openBuilder,
} as const;

for (const [state, open] of Object.entries(STATES)) {
  axeTest(`${state} has no axe violations`, async ({ page, scanEveryView }) => {
    await open(page);
    await scanEveryView(async ({ width }) => {
      // Nothing wider than the window, the phone's included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  });
}
