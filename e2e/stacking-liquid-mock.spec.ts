import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// The liquid-stacking pages in mock mode (issue 7): MSW answers the Hiro API on mainnet with the
// populated, empty or failing scenario, and the mock wallet's dialog plays the wallet.

// Mock mode boots a service worker before each test's page: measured 2–9 s per test (axe scan
// excluded, see axe.ts) on a shared 2-core machine at load average ~17; slow() triples the 30 s.
test.slow();

type Scenario = 'populated' | 'empty' | 'server-error';

/** Opens `path` in mock mode with `scenario`, then connects through the mock wallet's dialog. */
async function openConnected(page: Page, path: string, scenario: Scenario) {
  await page.addInitScript((chosen: Scenario) => {
    localStorage.setItem('mockScenario', JSON.stringify(chosen));
  }, scenario);
  await page.goto(`${path}?mock=1`);
  await expect(page.getByRole('switch', { name: 'Mock mode' })).toHaveAttribute(
    'data-state',
    'checked',
  );
  await page.getByRole('button', { name: 'Connect' }).click();
  await page
    .getByRole('dialog', { name: 'Wallet request: getAddresses' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('button', { name: 'SP2J…9EJ7' })).toBeVisible();
}

test('populated: the holding, the available balance, and a deposit approved in the mock wallet', async ({
  page,
}) => {
  await openConnected(page, '/stacking/liquid/stacking-dao/active', 'populated');
  await expect(page.getByTestId('liquid-token-balance')).toHaveText('500 stSTX');
  await expect(page.getByRole('link', { name: 'Withdraw on Stacking DAO’s site' })).toBeVisible();

  await page.getByRole('link', { name: 'Add more STX' }).click();
  await expect(page).toHaveURL(/\/stacking\/liquid\/stacking-dao\/increase$/);
  // 1,845.25 STX of which 500 are locked by a pool, nothing pending, minus the 0.104 STX fee.
  await expect(page.getByTestId('liquid-available')).toHaveText('1,345.146 STX');
  await page.getByLabel('Amount (STX)').fill('25');
  await page.getByRole('button', { name: 'Review deposit' }).click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Wallet request: stx_callContract' });
  await expect(dialog).toContainText(
    'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.stacking-dao-core-v5',
  );
  await expect(dialog).toContainText('"functionName": "deposit"');
  await expect(dialog).toContainText('"postConditionMode": "deny"');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByRole('region', { name: 'Deposit more STX' }).getByTestId('transaction-progress'),
  ).toHaveAttribute('data-state', 'confirmed');
});

test('empty: no token held, said in words', async ({ page }) => {
  await openConnected(page, '/stacking/liquid/lisa/active', 'empty');
  await expect(page.getByText('You hold no LiSTX yet.')).toBeVisible();
  await expect(page.getByTestId('liquid-token-balance')).toHaveText('0 LiSTX');
});

test('failing API: words on every liquid page, never a blank page', async ({ page }) => {
  await openConnected(page, '/stacking/liquid/stacking-dao/active', 'server-error');
  await expect(page.getByText('Could not load your stSTX balance')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  await page.getByRole('link', { name: 'Add more STX' }).click();
  await expect(page.getByText('Could not read your available STX')).toBeVisible();
  await expect(page.getByTestId('liquid-available')).toHaveText('unknown');
  await page.getByLabel('Amount (STX)').fill('5');
  await page.getByRole('button', { name: 'Review deposit' }).click();
  await expect(
    page.getByText('Your available balance is not known yet, so this amount cannot be checked'),
  ).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme: no axe violations`, () => {
    test.use({ colorScheme });

    test('start page', async ({ page }) => {
      await openConnected(page, '/stacking/liquid/stacking-dao', 'populated');
      await expect(page.getByTestId('liquid-available')).toHaveText('1,345.146 STX');
      await expectNoAxeViolations(page);
    });

    test('start page, with an amount refused', async ({ page }) => {
      await openConnected(page, '/stacking/liquid/stacking-dao', 'populated');
      await expect(page.getByTestId('liquid-available')).toHaveText('1,345.146 STX');
      await page.getByLabel('Amount (STX)').fill('0.5');
      await page.getByRole('button', { name: 'Review deposit' }).click();
      await expect(page.getByText('Below the minimum: a deposit is at least 1 STX')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('increase page, with the holding', async ({ page }) => {
      await openConnected(page, '/stacking/liquid/stacking-dao/increase', 'populated');
      await expect(page.getByTestId('liquid-token-balance')).toHaveText('500 stSTX');
      await expectNoAxeViolations(page);
    });

    test('increase page, the review', async ({ page }) => {
      await openConnected(page, '/stacking/liquid/stacking-dao/increase', 'populated');
      await expect(page.getByTestId('liquid-token-balance')).toHaveText('500 stSTX');
      await page.getByLabel('Amount (STX)').fill('5');
      await page.getByRole('button', { name: 'Review deposit' }).click();
      await expect(page.getByTestId('liquid-review')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('active page', async ({ page }) => {
      await openConnected(page, '/stacking/liquid/lisa/active', 'populated');
      await expect(page.getByText('You hold no LiSTX yet.')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('an unknown protocol', async ({ page }) => {
      await page.goto('/stacking/liquid/not-a-protocol');
      await expect(page.getByRole('heading', { name: 'Protocol not found' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
