import type { Page } from '@playwright/test';
import { axeTest } from './axe';
import { expect, test } from './fixtures';

// The pool and position pages in mock mode, on the staking layer's pox-5 fixtures:
// the populated account stakes 60,000 STX with Fast Pool from cycle 145 (145 claimed, 146
// claimable, 147 accruing); the empty one never staked. Every test also fails on a CSP
// violation, a hydration mismatch or a page error.

// Mock mode boots a service worker and the pages read a dozen mocked calls: measured 4.7–11.9 s
// per test, axe scans included, on the shared 2-core machine at load average ~8 (3–20 s for the
// earlier pool pages at ~17); slow() triples the 30 s.
test.slow();

type Scenario = 'populated' | 'empty';

async function openInMockMode(page: Page, path: string, scenario: Scenario) {
  await page.addInitScript((chosen: string) => {
    localStorage.setItem('mockMode', 'true');
    localStorage.setItem('mockScenario', JSON.stringify(chosen));
  }, scenario);
  await page.goto(path);
}

async function openConnected(page: Page, path: string, scenario: Scenario) {
  await openInMockMode(page, path, scenario);
  await page.getByRole('button', { name: 'Connect' }).click();
  await page
    .getByRole('dialog', { name: 'Wallet request: getAddresses' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('button', { name: 'SP2J…9EJ7' })).toBeVisible();
}

test('populated: the pool page of the pool staked with shows the position, not the form', async ({
  page,
}) => {
  await openConnected(page, '/staking/pool/fast-pool', 'populated');
  await expect(page.getByTestId('position-status')).toHaveText('Staked');
  await expect(page.getByLabel('Amount (STX)')).toHaveCount(0);
  await expect(page.getByTestId('manager-fee')).toHaveText(
    '5 % of your rewards (500 basis points)',
  );
});

axeTest(
  'populated: the position, its rewards per cycle and its actions, with no axe violations',
  async ({ page, scanEveryView }) => {
    await openConnected(page, '/staking/position', 'populated');
    await expect(page.getByTestId('position-status')).toHaveText('Staked');
    await expect(page.getByTestId('position-amount')).toHaveText('60,000 STX');
    await expect(page.getByTestId('position-manager')).toHaveText('Fast Pool');
    await expect(page.getByTestId('position-first-cycle')).toHaveText('145');
    await expect(page.getByTestId('position-unlock')).toContainText('When cycle 157 starts');
    const table = page.getByRole('table', { name: 'Rewards per cycle, net of the manager’s fee' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row', { name: /^145 / })).toContainText('Claimed');
    // Earned, claimed, to claim, status.
    await expect(table.getByRole('row', { name: /^146 / })).toContainText(
      '0.00114 sBTC0 sBTC0.00114 sBTCNot claimed yet',
    );
    await expect(table.getByRole('row', { name: /^147 / })).toContainText('Still accruing');
    await expect(page.getByTestId('claim-summary')).toContainText(
      'Next: cycle 146: 0.00114 sBTC (114,000 sats) after the manager’s fee.',
    );
    await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
    await expect(page.getByTestId('unstake-explanation')).toContainText(
      'Unstaking ends your whole position with cycle 147',
    );
    await expect(page.getByTestId('rewards-chart')).toBeVisible();
    await scanEveryView();
  },
);

axeTest(
  'empty: the Stake form says the account has no unlocked STX, and refuses an amount with no axe violations',
  async ({ page, scanEveryView }) => {
    await openConnected(page, '/staking/pool/fast-pool', 'empty');
    const amount = page.getByLabel('Amount (STX)');
    await amount.fill('100');
    await page.getByRole('button', { name: 'Stake', exact: true }).click();
    await expect(amount).toHaveAccessibleDescription(
      'Your 0 STX unlocked would not leave enough for the fee',
    );
    await expect(page.getByTestId('stake-review')).toHaveCount(0);

    await amount.fill('1,5');
    await page.getByRole('button', { name: 'Stake', exact: true }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await scanEveryView();
  },
);

axeTest(
  'a visitor: the Stake form and its review in figures, signing left for a wallet, with no axe violations',
  async ({ page, scanEveryView }) => {
    await openInMockMode(page, '/staking/pool/fast-pool', 'empty');
    await expect(page.getByLabel('Duration (cycles)')).toHaveValue('48');
    await page.getByLabel('Amount (STX)').fill('100');
    await page.getByRole('button', { name: 'Stake', exact: true }).click();
    await expect(page.getByTestId('stake-review')).toBeVisible();
    await expect(page.getByTestId('review-cycles')).toHaveText('Cycles 148 to 195 (48 cycles)');
    await expect(page.getByTestId('review-locked')).toContainText('100 STX');
    await expect(page.getByRole('button', { name: 'Confirm and sign' })).toBeDisabled();
    await scanEveryView();
  },
);
