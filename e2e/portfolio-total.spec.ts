import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// The Total section in mock mode, for a linked address (no wallet, so no Bitcoin):
// the populated account holds 1,345.25 STX available and 500 locked, 0.025 sBTC and 500 stSTX;
// mock mode's market says STX $0.62, BTC $97,000, stSTX $0.68, $1 = €0.92
// (src/mocks/fixtures/leather-market.ts). Every test also fails on a CSP violation, a hydration
// mismatch or a page error (fixtures.ts).

// Mock mode boots a service worker and the section waits on five mocked calls: slow() triples
// the 30 s, as for the other mock-mode specs (staking-pages-mock.spec.ts measured 4.7–11.9 s).
test.slow();

const ADDRESS = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';

async function openPortfolio(page: Page, scenario: 'populated' | 'server-error' = 'populated') {
  await page.addInitScript((chosen: string) => {
    localStorage.setItem('mockMode', 'true');
    localStorage.setItem('mockScenario', JSON.stringify(chosen));
  }, scenario);
  await page.goto(`/portfolio?address=${ADDRESS}`);
}

test('the total in USD, the allocation bar and its table', async ({ page }) => {
  const chartChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/allocation-chart-[^/]+\.js$/.test(request.url()))
      chartChunks.push(request.url());
  });
  await openPortfolio(page);
  const section = page.getByRole('region', { name: 'Total' });
  await expect(section.getByTestId('portfolio-total-value')).toHaveText('$3,909.06');
  const table = section.getByRole('table', { name: 'Allocation' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row', { name: /^sBTC / })).toContainText('$2,425.00');
  await expect(table.getByRole('row', { name: /^sBTC / })).toContainText('62.0 %');
  await expect(table.getByRole('row', { name: /^STX available / })).toContainText('$834.06');
  await expect(table.getByRole('row', { name: /^Other tokens / })).toContainText('8.7 %');
  await expect(table.getByRole('row', { name: /^STX locked in staking / })).toContainText('7.9 %');
  await expect(section.getByTestId('allocation-chart').locator('rect')).toHaveCount(4);
  // The picture came in its own chunk, once.
  expect(chartChunks).toHaveLength(1);
  await expect(section).toContainText('Bitcoin is counted for the connected wallet only');
  await expectNoAxeViolations(page);
});

test('the chosen currency applies at once and survives a reload', async ({ page }) => {
  await openPortfolio(page);
  const section = page.getByRole('region', { name: 'Total' });
  await expect(section.getByTestId('portfolio-total-value')).toHaveText('$3,909.06');
  await section.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'EUR · Euro' }).click();
  await expect(section.getByTestId('portfolio-total-value')).toHaveText('€3,596.33');
  await page.reload();
  await expect(section.getByTestId('portfolio-total-value')).toHaveText('€3,596.33');
  await expect(section.getByRole('combobox', { name: 'Currency' })).toContainText('EUR');
});

test('prices and balances failing: words and a retry, no figure', async ({ page }) => {
  await openPortfolio(page, 'server-error');
  const section = page.getByRole('region', { name: 'Total' });
  await expect(section).toContainText('Could not read the account’s balances');
  await expect(section.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(section.getByTestId('portfolio-total-value')).toHaveCount(0);
});
