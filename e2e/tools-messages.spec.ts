import type { Page } from '@playwright/test';
import { axeTest } from './axe';
import { expect, test } from './fixtures';
import {
  FIXTURE_STX_MESSAGE,
  FIXTURE_STX_MESSAGE_SIGNATURE,
  walletResults,
} from '../src/mocks/fixtures/wallet-responses';

// Sign a message and Verify a message in mock mode: the mock wallet's signatures are
// real (message-signatures.test.ts), so signing its fixture message verifies here too. Each page
// state is one axe scan, in both themes, at a phone's and a desktop's width.

// Mock mode boots a service worker: measured 11.2–15.6 s per test, axe scans included, on the
// shared 2-core machine with other helpers building; slow() triples the 30 s (5.8× the worst).
test.slow();

async function openInMockMode(page: Page, path: string) {
  await page.addInitScript(() => {
    localStorage.setItem('mockMode', 'true');
  });
  await page.goto(path);
}

async function connectMock(page: Page) {
  await page.getByRole('button', { name: 'Connect' }).click();
  await page
    .getByRole('dialog', { name: 'Wallet request: getAddresses' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('button', { name: 'SP2J…9EJ7' })).toBeVisible();
}

test('the mock wallet signs its fixture message, and the verify page calls it valid', async ({
  page,
}) => {
  await openInMockMode(page, '/tools/sign-message');
  await connectMock(page);
  await page.getByLabel('Message', { exact: true }).fill(FIXTURE_STX_MESSAGE);
  await page.getByRole('button', { name: 'Sign message' }).click();
  await page
    .getByRole('dialog', { name: 'Wallet request: stx_signMessage' })
    .getByRole('button', { name: 'Approve' })
    .click();
  const signature = page.getByRole('region', { name: 'Signature' });
  await expect(signature).toContainText(FIXTURE_STX_MESSAGE_SIGNATURE);
  await expect(signature).toContainText(walletResults.stx_signMessage.publicKey);
  await signature.getByRole('link', { name: 'Verify this signature' }).click();
  await expect(page.getByRole('status', { name: 'Verification' })).toContainText('Valid signature');
});

axeTest(
  'Sign a message, structured: the value as a tree, a refused field',
  async ({ page, scanEveryView }) => {
    await openInMockMode(page, '/tools/sign-message');
    // A press before the prerendered page hydrates is undone by hydration: press until it holds.
    const structured = page.getByRole('radio', { name: 'Structured data (SIP-018)' });
    await expect(async () => {
      await structured.check();
    }).toPass({ timeout: 10_000 });
    await page.getByLabel('Message', { exact: true }).fill('{amount: u1, to: none}');
    await expect(page.getByRole('region', { name: 'What you sign' })).toContainText('amount');
    // Leaving a field shows its message (decision 0007); no wallet is needed for that.
    await page.getByLabel('Chain ID').fill('');
    await page.getByLabel('Chain ID').press('Tab');
    await expect(page.getByLabel('Chain ID')).toHaveAttribute('aria-invalid', 'true');
    await scanEveryView();
  },
);

axeTest('Verify a message, with a verdict', async ({ page, scanEveryView }) => {
  await openInMockMode(page, '/tools/verify-message');
  await page.getByLabel('Message', { exact: true }).fill(FIXTURE_STX_MESSAGE);
  await page.getByLabel('Signature').fill(FIXTURE_STX_MESSAGE_SIGNATURE);
  await page.getByLabel('Public key').fill(walletResults.stx_signMessage.publicKey);
  await page.getByRole('button', { name: 'Verify signature' }).click();
  await expect(page.getByRole('status', { name: 'Verification' })).toContainText('Valid signature');
  await scanEveryView();
});
