import { openOnDevnet } from './devnet-wallet';
import { expect, test } from './fixtures';
import { useSpecDevnet } from './spec-devnet';

// The Wallet tool against the real devnet wallet: what it says about itself — its
// methods (swap and profiles are not among them), its one network — and its accounts.

// The page reads the devnet at its fixed address; nothing here drives it.
useSpecDevnet();

test.describe.configure({ mode: 'serial' });

test('the Wallet page shows the devnet wallet’s methods, network and accounts', async ({
  page,
}) => {
  await openOnDevnet(page, '/tools/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByText('Connect your wallet to see what it supports')).toBeVisible();

  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const connectDialog = page.getByRole('dialog', { name: 'Connect to Satchel' });
  await connectDialog.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: /^wallet_1 · / }).click();
  await connectDialog.getByRole('button', { name: 'Connect' }).click();
  await expect(connectDialog).toBeHidden();

  // Answered without the wallet's dialog, as an extension answers them.
  await expect(page.getByTestId('wallet-platform')).toHaveText('Browser extension');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const methods = page.getByRole('table', { name: 'The wallet methods of the spec' });
  for (const method of ['stx_transferSip10Ft', 'stx_signTransaction', 'stx_getNetworks']) {
    await expect(methods.getByRole('row', { name: new RegExp(`^${method} `) })).toContainText(
      'Supported',
    );
  }
  await expect(methods.getByRole('row', { name: /^openSwap / })).toContainText('Not supported');
  await expect(methods.getByRole('row', { name: /^stx_updateProfile / })).toContainText(
    'Not supported',
  );
  await expect(page.getByTestId('wallet-active-network')).toHaveText('devnet');
  await expect(
    page.getByRole('table', { name: 'Networks the wallet knows' }).getByRole('row', {
      name: /devnet/,
    }),
  ).toContainText('2147483648128');
  await expect(
    page.getByText('Your wallet does not support openSwap', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);

  // Accounts: shared after the wallet asks, like connecting.
  await page.getByRole('button', { name: 'List Stacks accounts' }).click();
  await page
    .getByRole('dialog', { name: 'Connect to Satchel' })
    .getByRole('button', { name: 'Connect' })
    .click();
  await expect(
    page.getByRole('table', { name: 'Stacks accounts (stx_getAddresses)' }),
  ).toContainText('ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5');

  await page.getByRole('button', { name: 'Open wallet' }).click();
  await expect(page.getByText('Your wallet opened.')).toBeVisible();
});
