import type { Page } from '@playwright/test';
import { chooseDevnetAtFirstVisit } from './devnet-wallet';
import { expect, test } from './fixtures';
import { useSpecDevnet } from './spec-devnet';

// Proof: sign a plain and a structured message with the devnet wallet (the account's
// real key), verify both on the verify page — and a tampered one is invalid. Signing touches no
// chain, but the app on devnet reads the node, so the devnet runs in this process on port 3999.

const WALLET_1 = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';

// The page reads the devnet at its fixed address; nothing here drives it.
useSpecDevnet();

// Serial: the one devnet on port 3999. Each test boots the app, connects, signs and verifies:
// measured 11.9–19.1 s on the shared 2-core machine; slow() triples the 30 s (4.7× the worst).
test.describe.configure({ mode: 'serial' });
test.slow();

test.beforeEach(async ({ page }) => {
  await chooseDevnetAtFirstVisit(page);
});

async function connect(page: Page, accountName: string) {
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to Satchel' });
  await dialog.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: new RegExp(`^${accountName} · `) }).click();
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog).toBeHidden();
}

/** Follows "Verify this signature" and expects the verdict the link's values give. */
async function verifyFromSignature(page: Page) {
  const signature = page.getByRole('region', { name: 'Signature' });
  await expect(signature).toContainText(WALLET_1);
  await signature.getByRole('link', { name: 'Verify this signature' }).click();
  await expect(page).toHaveURL(/\/tools\/verify-message\?/);
  const verdict = page.getByRole('status', { name: 'Verification' });
  await expect(verdict).toContainText('Valid signature');
  await expect(verdict).toContainText(WALLET_1);
  return verdict;
}

test('a plain message signed by the devnet wallet verifies; one character changed does not', async ({
  page,
}) => {
  await page.goto('/tools/sign-message');
  await connect(page, 'wallet_1');
  await page.getByLabel('Message', { exact: true }).fill('Satchel on the devnet ✓');
  await page.getByRole('button', { name: 'Sign message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign a message' });
  await expect(dialog).toContainText('Satchel on the devnet ✓');
  await dialog.getByRole('button', { name: 'Sign' }).click();

  const verdict = await verifyFromSignature(page);
  await page.getByLabel('Message', { exact: true }).fill('Satchel on the devnet !');
  await page.getByRole('button', { name: 'Verify signature' }).click();
  await expect(verdict).toContainText('Invalid signature');
  await expect(verdict).toContainText('did not sign this message');

  // The signer's address instead of the key: recovered from the signature, and valid again.
  await page.getByLabel('Message', { exact: true }).fill('Satchel on the devnet ✓');
  await page.getByLabel('Public key').fill(WALLET_1);
  await page.getByRole('button', { name: 'Verify signature' }).click();
  await expect(verdict).toContainText('Valid signature');
});

test('SIP-018 structured data signed by the devnet wallet verifies; a changed value does not', async ({
  page,
}) => {
  await page.goto('/tools/sign-message');
  await connect(page, 'wallet_1');
  await page.getByRole('radio', { name: 'Structured data (SIP-018)' }).check();
  await page.getByLabel('Message', { exact: true }).fill('{amount: u100, memo: "rent"}');
  // The tree names each part, its type and its value.
  const preview = page.getByRole('region', { name: 'What you sign' });
  await expect(preview).toContainText('amount');
  await expect(preview).toContainText('uint100');
  await page.getByLabel('Name').fill('Satchel');
  // The chain id starts as the selected network's: devnet signs as testnet (2147483648).
  await expect(page.getByLabel('Chain ID')).toHaveValue('2147483648');
  await page.getByRole('button', { name: 'Sign message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign structured data' });
  await expect(dialog).toContainText('u100');
  await dialog.getByRole('button', { name: 'Sign' }).click();

  const verdict = await verifyFromSignature(page);
  await expect(page.getByRole('radio', { name: 'Structured data (SIP-018)' })).toBeChecked();
  await page.getByLabel('Message', { exact: true }).fill('{amount: u101, memo: "rent"}');
  await page.getByRole('button', { name: 'Verify signature' }).click();
  await expect(verdict).toContainText('Invalid signature');
});
