import type { Page } from '@playwright/test';
import { axeTest } from './axe';
import { expect, test } from './fixtures';

// Deploy a contract in mock mode: the page as a person sees it, with its editor, a name the
// account already deployed and an error on the code, scanned by axe in both themes on a phone and a desktop, and no sideways
// scroll on the narrowest phone.

// Mock mode boots a service worker before the page settles; slow() triples the 30 s, as the other
// mock-mode specs measured (4.7–11.9 s per test with an axe scan on the shared 2-core machine).
test.slow();

async function openInMockMode(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('mockMode', 'true');
    localStorage.setItem('mockScenario', JSON.stringify('populated'));
  });
  await page.goto('/tools/deploy-contract');
  await expect(page.getByRole('textbox', { name: 'Clarity code' })).toBeVisible();
}

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect' }).click();
  await page
    .getByRole('dialog', { name: 'Wallet request: getAddresses' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('button', { name: 'SP2J…9EJ7' })).toBeVisible();
}

axeTest(
  'no axe violations, with the name already deployed and the code refused, colours on',
  async ({ page, scanEveryView }) => {
    await openInMockMode(page);
    await connect(page);
    await page.getByLabel('Contract name').fill('satchel-test');
    await page.getByLabel('Contract name').blur();
    await expect(
      page.getByText(
        'You have already deployed a contract named satchel-test; choose another name',
      ),
    ).toBeVisible();
    await expect(page.getByText(/^\d+(\.\d)? (KB|bytes) of 100 KB$/)).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Clarity code' });
    await code.fill(';; café\n(define-read-only (hello) (ok u1))\n');
    await page.getByRole('button', { name: 'Deploy contract' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-highlight="colored"]')).toBeVisible();
    await scanEveryView();
  },
);

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('nothing scrolls sideways, however long the code lines', async ({ page }) => {
    await openInMockMode(page);
    await page
      .getByRole('textbox', { name: 'Clarity code' })
      .fill(`(define-constant long-line "${'x'.repeat(400)}")\n`);
    await page.getByLabel('Contract name').fill('a'.repeat(41));
    await page.getByLabel('Contract name').blur();
    await expect(page.getByText('At most 40 characters; this name has 41')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBe(0);
  });
});
