import type { Page } from '@playwright/test';
import { axeTest } from './axe';
import { expect, test } from './fixtures';
import { btcNativeSegwitEntry } from '../src/mocks/fixtures/wallet-addresses';
import {
  FIXTURE_PSBT_HEX,
  FIXTURE_SIGNED_PSBT_HEX,
  FIXTURE_TXID,
} from '../src/mocks/fixtures/wallet-responses';

// Send bitcoin and Sign a PSBT in mock mode: the mock wallet answers from the shared
// fixtures (a real mainnet PSBT on BIP-84/86 test keys, signed). Text that is not a PSBT is
// refused in the form's own tests (src/features/tools/sign-psbt). Every test also fails on a CSP
// violation, a hydration mismatch or a page error.

// Mock mode boots a service worker before the page: measured 6–14 s per test with the connect
// and the wallet dialogs on the shared 2-core machine; slow() triples the 30 s.
test.slow();

const RECIPIENT = 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3';

async function openConnected(page: Page, path: string) {
  await page.addInitScript(() => {
    localStorage.setItem('mockMode', 'true');
    localStorage.setItem('mockScenario', JSON.stringify('populated'));
  });
  await page.goto(path);
  await page.getByRole('button', { name: 'Connect' }).click();
  await page
    .getByRole('dialog', { name: 'Wallet request: getAddresses' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('button', { name: 'SP2J…9EJ7' })).toBeVisible();
}

async function approve(page: Page, method: string) {
  const dialog = page.getByRole('dialog', { name: `Wallet request: ${method}` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
}

async function pasteFixture(page: Page) {
  await page.getByLabel('PSBT').fill(FIXTURE_PSBT_HEX);
  await expect(page.getByTestId('psbt-input')).toHaveCount(2);
}

axeTest(
  'Sign a PSBT: the fixture decoded, no axe violations, signed in the mock wallet, the result copied',
  async ({ page, context, scanEveryView }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openConnected(page, '/tools/sign-psbt');
    await pasteFixture(page);
    const firstInput = page.getByTestId('psbt-input').first();
    await expect(firstInput).toContainText(btcNativeSegwitEntry.address);
    await expect(firstInput).toContainText('0.0015 BTC (150,000 sats)');
    await expect(page.getByTestId('psbt-output')).toHaveCount(2);
    await expect(page.getByTestId('psbt-output').first()).toContainText(RECIPIENT);
    await expect(page.getByTestId('psbt-fee')).toHaveText('Fee: 0.000015 BTC (1,500 sats)');
    await expect(page.getByRole('checkbox', { name: 'Sign input 0' })).toBeChecked();
    await scanEveryView();

    await page.getByRole('button', { name: 'Sign PSBT' }).click();
    await approve(page, 'signPsbt');
    const result = page.getByRole('region', { name: 'Signed PSBT' });
    await expect(result.getByTestId('signed-psbt-hex')).toHaveText(FIXTURE_SIGNED_PSBT_HEX);
    await expect(result.getByTestId('signed-inputs')).toHaveText('Signed inputs: 0, 1');
    await result.getByRole('button', { name: 'Copy hex' }).click();
    await expect(result.getByRole('button', { name: 'Copied hex' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(FIXTURE_SIGNED_PSBT_HEX);
  },
);

axeTest(
  'Send bitcoin: a refused recipient with no axe violations, then BTC shown in sats, sent through the mock wallet, txid linked',
  async ({ page, scanEveryView }) => {
    await openConnected(page, '/tools/send-bitcoin');
    const recipient = page.getByLabel('Recipient');
    await recipient.fill('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
    await recipient.blur();
    await expect(recipient).toHaveAttribute('aria-invalid', 'true');
    await scanEveryView();

    await recipient.fill(RECIPIENT);
    await page.getByLabel('Amount').fill('0.00025');
    await expect(page.getByLabel('Amount')).toHaveAccessibleDescription('= 25,000 sats');
    await page.getByRole('button', { name: 'Send bitcoin' }).click();
    await approve(page, 'sendTransfer');
    await expect(page.getByRole('heading', { name: 'Bitcoin sent' })).toBeVisible();
    const txid = FIXTURE_TXID.slice(2);
    await expect(page.getByTestId('bitcoin-txid')).toHaveText(txid);
    await expect(page.getByRole('link', { name: /View on mempool.space/ })).toHaveAttribute(
      'href',
      `https://mempool.space/tx/${txid}`,
    );
  },
);
