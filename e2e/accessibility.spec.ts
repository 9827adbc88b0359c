import AxeBuilder from '@axe-core/playwright';
import { bitcoinOnlyAddresses, leatherAddresses } from '../src/mocks/fixtures/wallet-addresses';
import { expect, installStandInWallet, test, type StandInAnswer } from './fixtures';

async function expectNoAxeViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('visitor pages have no axe violations', async ({ page }) => {
      await page.goto('/stacking');
      await expect(page.getByRole('button', { name: 'Install' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/not-a-page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('connected header, open menu and the dialog have no axe violations', async ({ page }) => {
      const answers: Record<string, StandInAnswer[]> = {
        getAddresses: [
          { result: { addresses: leatherAddresses } },
          { result: { addresses: bitcoinOnlyAddresses } },
        ],
      };
      await installStandInWallet(page, { answers });
      await page.goto('/stacking');
      await page.getByRole('button', { name: 'Connect' }).click();
      const account = page.getByRole('button', { name: 'SP2J…9EJ7' });
      await expect(account).toBeVisible();
      await expectNoAxeViolations(page);
      await account.click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('menuitem', { name: 'Switch account' }).click();
      await expect(page.getByRole('dialog', { name: 'Unable to connect' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
