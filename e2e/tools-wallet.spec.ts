import type { Page } from '@playwright/test';
import { leatherAddresses } from '../src/mocks/fixtures/wallet-addresses';
import { axeTest } from './axe';
import { expect, test } from './fixtures';

// The Wallet tool in mock mode, connected from storage: what the mock wallet says
// about itself, a method it lacks, and axe in both themes at a phone's and a desktop's width.

// Mock mode boots a service worker before the page renders: measured 3–9 s per test (axe scan
// excluded, see axe.ts) on the shared 2-core machine; slow() triples the 30 s.
test.slow();

async function openWalletTool(page: Page, unsupportedMethods: readonly string[] = []) {
  await page.addInitScript(
    ({ addresses, unsupported }) => {
      localStorage.setItem('mockMode', 'true');
      localStorage.setItem('addresses', JSON.stringify(addresses));
      localStorage.setItem('mockUnsupportedMethods', JSON.stringify(unsupported));
    },
    { addresses: leatherAddresses, unsupported: unsupportedMethods },
  );
  await page.goto('/tools/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByTestId('wallet-version')).toHaveText('6.60.0');
}

const methodsTable = (page: Page) =>
  page.getByRole('table', { name: 'The wallet methods of the spec' });

test('shows a method the wallet lacks as not supported, and leaves out its form', async ({
  page,
}) => {
  await openWalletTool(page, ['stx_updateProfile', 'openSwap']);
  const methods = methodsTable(page);
  await expect(methods.getByRole('row', { name: /^stx_updateProfile/ })).toContainText(
    'Not supported',
  );
  await expect(methods.getByRole('row', { name: /^openSwap/ })).toContainText('Not supported');
  await expect(
    page.getByText('Your wallet does not support openSwap', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText('Your wallet does not support stx_updateProfile', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
});

axeTest(
  'shows what the mock wallet says about itself, without asking for approval, with no axe violations',
  async ({ page, scanEveryView }) => {
    await openWalletTool(page);
    await expect(page.getByTestId('wallet-platform')).toHaveText('Browser extension');
    const methods = methodsTable(page);
    await expect(methods.getByRole('row')).toHaveCount(20);
    await expect(methods.getByRole('row', { name: /Not supported|Unknown/ })).toHaveCount(0);
    await expect(methods.getByRole('row', { name: /^signPsbt/ })).toContainText('Sign a PSBT');
    await expect(page.getByTestId('wallet-active-network')).toHaveText('mainnet');
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
    // getInfo, supportedMethods and stx_getNetworks are answered without the mock's dialog.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await scanEveryView(async ({ width }) => {
      // Nothing scrolls sideways on a phone: the tables scroll inside themselves.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });

    await page.getByRole('button', { name: 'List Stacks accounts' }).click();
    await page
      .getByRole('dialog', { name: 'Wallet request: stx_getAddresses' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(
      page.getByRole('table', { name: 'Stacks accounts (stx_getAddresses)' }),
    ).toContainText('SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7');
  },
);
