import type { Page } from '@playwright/test';
import { bitcoinOnlyAddresses, leatherAddresses } from '../src/mocks/fixtures/wallet-addresses';
import { axeTest } from './axe';
import { expect, installStandInWallet, test, type StandInAnswer } from './fixtures';

// Each test loads and, for most, connects before its one scan: measured 3–22 s per test (axe scan
// excluded, see axe.ts) on a shared 2-core machine at load average ~17; slow() triples the 30 s.
test.slow();

/** Connects through the stand-in wallet; a second connect answers without a Stacks account. */
async function openConnected(page: Page) {
  const answers: Record<string, StandInAnswer[]> = {
    getAddresses: [
      { result: { addresses: leatherAddresses } },
      { result: { addresses: bitcoinOnlyAddresses } },
    ],
  };
  await installStandInWallet(page, { answers });
  await page.goto('/staking');
  await page.getByRole('button', { name: 'Connect' }).click();
  const account = page.getByRole('button', { name: 'SP2J…9EJ7' });
  await expect(account).toBeVisible();
  return account;
}

axeTest('the staking page for a visitor has no axe violations', async ({ page, scanEveryView }) => {
  await page.goto('/staking');
  await expect(page.getByRole('button', { name: 'Install' })).toBeVisible();
  await scanEveryView();
});

axeTest('the not-found page has no axe violations', async ({ page, scanEveryView }) => {
  await page.goto('/not-a-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await scanEveryView();
});

axeTest('the connected header has no axe violations', async ({ page, scanEveryView }) => {
  await openConnected(page);
  await scanEveryView();
});

axeTest('the open account menu has no axe violations', async ({ page, scanEveryView }) => {
  const account = await openConnected(page);
  await account.click();
  await scanEveryView(async () => {
    await expect(page.getByRole('menu')).toBeVisible();
  });
});

axeTest('the Unable to connect dialog has no axe violations', async ({ page, scanEveryView }) => {
  const account = await openConnected(page);
  await account.click();
  await page.getByRole('menuitem', { name: 'Switch account' }).click();
  await scanEveryView(async () => {
    await expect(page.getByRole('dialog', { name: 'Unable to connect' })).toBeVisible();
  });
});
