import { btcNativeSegwitEntry, leatherAddresses } from '../src/mocks/fixtures/wallet-addresses';
import { FIXTURE_PSBT_HEX, FIXTURE_SIGNED_PSBT_HEX } from '../src/mocks/fixtures/wallet-responses';
import { axeTest } from './axe';
import { expect, installStandInWallet, test, toasts, walletCalls } from './fixtures';
import { connectAnswer, XVERSE as XVERSE_STAND_IN } from './wallet-stand-ins';
import type { Page } from '@playwright/test';

// Several wallet families on one page, each a stand-in shaped after its public docs —
// Leather (`window.LeatherProvider`, rejects with the error response, 4001 on refusal) and
// Xverse (`window.XverseProviders.BitcoinProvider`, sats-connect: `wallet_connect` for the
// addresses, resolves with the error response, -32000 on refusal).

const XVERSE = XVERSE_STAND_IN.path;
const SHORT_ADDRESS = 'SP2J…9EJ7';
const XVERSE_ICON =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24"/></svg>',
  ).toString('base64');

/** sats-connect's `wallet_connect` result for the same account Leather's fixtures hold. */
const xverseConnect = connectAnswer(XVERSE_STAND_IN);

async function installLeatherAndXverse(
  page: Page,
  xverseAnswers: Parameters<typeof installStandInWallet>[1]['answers'] = {
    wallet_connect: xverseConnect,
  },
) {
  await installStandInWallet(page, {
    answers: { getAddresses: { result: { addresses: leatherAddresses } } },
  });
  await installStandInWallet(page, {
    path: XVERSE,
    resolveErrors: true,
    register: { name: 'Xverse', icon: XVERSE_ICON },
    answers: xverseAnswers,
  });
}

test('several wallets: Connect asks which, by keyboard; the choice survives a reload', async ({
  page,
}) => {
  await installLeatherAndXverse(page);
  await page.goto('/staking');
  await page.getByRole('button', { name: 'Connect' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a wallet' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Leather' })).toBeVisible();
  const xverse = picker.getByRole('button', { name: 'Xverse' });
  await expect(xverse.locator('img')).toHaveAttribute('src', XVERSE_ICON);
  await xverse.focus();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('banner').getByText(SHORT_ADDRESS)).toBeVisible();
  expect((await walletCalls(page)).map(({ method, wallet }) => [wallet, method])).toEqual([
    [XVERSE, 'wallet_connect'],
  ]);

  await page.reload();
  await expect(page.getByRole('banner').getByText(SHORT_ADDRESS)).toBeVisible();
  // Signed out, Connect goes straight to the remembered wallet.
  await page.getByRole('banner').getByRole('button', { name: SHORT_ADDRESS }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('banner').getByText(SHORT_ADDRESS)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Choose a wallet' })).toHaveCount(0);
  expect((await walletCalls(page)).map(({ wallet }) => wallet)).toEqual([XVERSE]);
});

test('Escape closes the picker without asking any wallet', async ({ page }) => {
  await installLeatherAndXverse(page);
  await page.goto('/staking');
  await page.getByRole('button', { name: 'Connect' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a wallet' });
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: 'Connect' })).toBeFocused();
  expect(await walletCalls(page)).toEqual([]);
});

test('Xverse’s refusal (-32000) is a rejection: nothing shown, still Connect', async ({ page }) => {
  await installLeatherAndXverse(page, {
    wallet_connect: { error: { code: -32000, message: 'User rejected the request' } },
  });
  await page.goto('/staking');
  await page.getByRole('button', { name: 'Connect' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a wallet' })
    .getByRole('button', { name: 'Xverse' })
    .click();
  await expect(page.getByRole('button', { name: 'Connect' })).toBeEnabled();
  expect((await walletCalls(page)).map(({ method }) => method)).toEqual(['wallet_connect']);
  // Not remembered: the next Connect asks again.
  await page.getByRole('button', { name: 'Connect' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a wallet' });
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: 'Leather' }).click();
  await expect(page.getByRole('banner').getByText(SHORT_ADDRESS)).toBeVisible();
  // No toast by now: counted once, not awaited to zero (an error toast leaves after 10 s).
  expect(await toasts(page).count()).toBe(0);
});

test('Switch wallet in the account menu reopens the picker', async ({ page }) => {
  await installLeatherAndXverse(page);
  await page.goto('/staking');
  await page.getByRole('button', { name: 'Connect' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a wallet' })
    .getByRole('button', { name: 'Leather' })
    .click();
  await page.getByRole('banner').getByRole('button', { name: SHORT_ADDRESS }).click();
  await page.getByRole('menuitem', { name: 'Switch wallet' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a wallet' });
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: 'Xverse' }).click();
  await expect(picker).toBeHidden();
  expect((await walletCalls(page)).map(({ method }) => method)).toEqual([
    'getAddresses',
    'wallet_connect',
  ]);
});

axeTest('the picker is accessible', async ({ page, scanEveryView }) => {
  await installLeatherAndXverse(page);
  await page.goto('/staking');
  await page.getByRole('button', { name: 'Connect' }).click();
  await scanEveryView(async () => {
    await expect(page.getByRole('dialog', { name: 'Choose a wallet' })).toBeVisible();
  });
});

test('a method Xverse does not list is refused in words, and nothing is sent', async ({ page }) => {
  await installLeatherAndXverse(page);
  await page.goto('/tools/send-nft');
  await page.getByRole('banner').getByRole('button', { name: 'Connect' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a wallet' })
    .getByRole('button', { name: 'Xverse' })
    .click();
  await expect(page.getByText('Xverse does not support stx_transferSip9Nft').first()).toBeVisible();
  // Its support is known from its table (sats-connect): not even getInfo is asked.
  expect((await walletCalls(page)).map(({ method }) => method)).toEqual(['wallet_connect']);
});

test('Xverse is asked to sign a PSBT in its own shapes: base64, inputs by address', async ({
  page,
}) => {
  const signedBase64 = Buffer.from(FIXTURE_SIGNED_PSBT_HEX, 'hex').toString('base64');
  await installLeatherAndXverse(page, {
    wallet_connect: xverseConnect,
    signPsbt: { result: { psbt: signedBase64 } },
  });
  await page.goto('/tools/sign-psbt');
  await page.getByRole('banner').getByRole('button', { name: 'Connect' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a wallet' })
    .getByRole('button', { name: 'Xverse' })
    .click();
  await page.getByLabel('PSBT').fill(FIXTURE_PSBT_HEX);
  await expect(page.getByTestId('psbt-input')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign PSBT' }).click();
  // Xverse answers base64; the page reads it as it reads Leather's hex.
  const result = page.getByRole('region', { name: 'Signed PSBT' });
  await expect(result.getByTestId('signed-psbt-hex')).toHaveText(FIXTURE_SIGNED_PSBT_HEX);
  const signRequest = (await walletCalls(page)).find(({ method }) => method === 'signPsbt');
  expect(signRequest?.params).toEqual({
    psbt: Buffer.from(FIXTURE_PSBT_HEX, 'hex').toString('base64'),
    // The fixture's only input the connected account owns: its native segwit address.
    signInputs: { [btcNativeSegwitEntry.address]: [0] },
    broadcast: false,
  });
});
