import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { btcNativeSegwitEntry, btcTaprootEntry } from '../src/mocks/fixtures/wallet-addresses';

// The portfolio's Bitcoin section in mock mode: the mock wallet's BIP-84/86 mainnet
// addresses, their balances answered by the Esplora fixtures (src/mocks/fixtures/esplora.ts)
// through the service worker, under the production CSP (mempool.space allowed); another account's
// page says its Bitcoin addresses are not known (portfolio.spec.ts). Every test also fails on a
// CSP violation, a hydration mismatch or a page error.

// Mock mode boots a service worker before the page and the connect goes through a wallet
// dialog: measured 9.8–19.3 s per test (axe scan included) on the shared 2-core machine with
// two workers; slow() triples the 30 s.
test.slow();

type Scenario = 'populated' | 'server-error';

async function openConnected(page: Page, path: string, scenario: Scenario) {
  await page.addInitScript((chosen: string) => {
    localStorage.setItem('mockMode', 'true');
    localStorage.setItem('mockScenario', JSON.stringify(chosen));
  }, scenario);
  await page.goto(path);
  // The header's Connect: the visitor's view offers the same control in the page too.
  await page.getByRole('banner').getByRole('button', { name: 'Connect' }).click();
  await page
    .getByRole('dialog', { name: 'Wallet request: getAddresses' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('button', { name: 'SP2J…9EJ7' })).toBeVisible();
}

function addressCard(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Bitcoin' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name }) });
}

test('the connected wallet’s segwit and taproot balances, exact, with mempool.space links', async ({
  page,
}) => {
  await openConnected(page, '/portfolio', 'populated');
  const section = page.getByRole('region', { name: 'Bitcoin' });
  await expect(section).toContainText('Balances on Bitcoin mainnet, read from mempool.space.');
  const segwit = addressCard(page, 'Native segwit');
  await expect(segwit).toContainText(btcNativeSegwitEntry.address);
  await expect(segwit.getByRole('definition')).toHaveText(['0.01250001 BTC', '+0.0002 BTC']);
  await expect(
    segwit.getByRole('link', { name: /Native segwit address on mempool.space/ }),
  ).toHaveAttribute('href', `https://mempool.space/address/${btcNativeSegwitEntry.address}`);
  const taproot = addressCard(page, 'Taproot');
  await expect(taproot).toContainText(btcTaprootEntry.address);
  await expect(taproot.getByRole('definition')).toHaveText(['0.5 BTC', '−0.1001 BTC']);
  await expectNoAxeViolations(page);
});

test('a failing Esplora: words and a retry, the addresses still shown', async ({ page }) => {
  await openConnected(page, '/portfolio', 'server-error');
  const section = page.getByRole('region', { name: 'Bitcoin' });
  await expect(section).toContainText('The Bitcoin balances could not be read from mempool.space.');
  await expect(section.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(addressCard(page, 'Taproot')).toContainText(btcTaprootEntry.address);
  await expect(addressCard(page, 'Taproot').getByRole('definition')).toHaveText(['—', '—']);
});
