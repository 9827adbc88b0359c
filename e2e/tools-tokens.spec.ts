import type { Page } from '@playwright/test';
import { axeTest } from './axe';
import { expect, test } from './fixtures';

// Send tokens and Send an NFT in mock mode: the populated account holds sBTC (8 decimals), stSTX
// (6) and two NFTs; the empty one holds nothing. Every test also fails on a CSP violation, a
// hydration mismatch or a page error.

// Mock mode boots a service worker and the mock wallet asks for approval of getAddresses: the staking mock pages measured 4.7–11.9 s per test on the shared 2-core machine.
test.slow();

type Scenario = 'populated' | 'empty';

async function openConnected(page: Page, path: string, scenario: Scenario) {
  await page.addInitScript((chosen: string) => {
    localStorage.setItem('mockMode', 'true');
    localStorage.setItem('mockScenario', JSON.stringify(chosen));
  }, scenario);
  await page.goto(path);
  await page.getByRole('button', { name: 'Connect' }).click();
  await page
    .getByRole('dialog', { name: 'Wallet request: getAddresses' })
    .getByRole('button', { name: 'Approve' })
    .click();
  // The tool asks the wallet once which methods it supports: getInfo, which the mock wallet
  // answers without its dialog, as extensions do.
}

test('empty account: no tokens and no NFTs, said in words', async ({ page }) => {
  await openConnected(page, '/tools/send-token', 'empty');
  await expect(page.getByText('No tokens to send')).toBeVisible();
  await page.goto('/tools/send-nft');
  await expect(page.getByText('No NFTs to send')).toBeVisible();
});

axeTest(
  'send tokens: a refused amount with no axe violations, then sBTC in its 8 decimals, sent through the wallet',
  async ({ page, scanEveryView }) => {
    await openConnected(page, '/tools/send-token', 'populated');
    const token = page.getByRole('combobox', { name: 'Token' });
    await expect(token).toContainText('sBTC — 0.025 sBTC');
    await token.click();
    await expect(page.getByRole('option', { name: /^stSTX — 500 stSTX/ })).toBeVisible();
    await page.keyboard.press('Escape');
    const amount = page.getByLabel('Amount (sBTC)');
    await amount.fill('1');
    await page.getByRole('button', { name: 'Send tokens' }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await scanEveryView();

    await page.getByLabel('Recipient').fill('SP3ZDSEMRESA3447YVJX9GXJM688FXQ5TK2H58JJE');
    await amount.fill('0.000000001');
    await page.getByRole('button', { name: 'Send tokens' }).click();
    await expect(amount).toHaveAccessibleDescription(
      'Enter an amount in sBTC as a number, like 25 or 12.5 (at most 8 decimals)',
    );
    await amount.fill('0.0125');
    await page.getByRole('button', { name: 'Send tokens' }).click();
    const review = page.getByRole('dialog', { name: 'Wallet request: stx_transferSip10Ft' });
    await expect(review).toContainText('"amount": "1250000"');
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('region', { name: 'Transfer of 0.0125 sBTC' })).toHaveAttribute(
      'data-state',
      'confirmed',
    );
  },
);

axeTest('Send an NFT', async ({ page, scanEveryView }) => {
  await openConnected(page, '/tools/send-nft', 'populated');
  await expect(page.getByRole('combobox', { name: 'NFT' })).toContainText('arties u42');
  await scanEveryView();
});
