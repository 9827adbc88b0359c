import {
  bitcoinOnlyAddresses,
  leatherAddresses,
  MAINNET_STX_ADDRESS,
  stxEntry2,
} from '../src/mocks/fixtures/wallet-addresses';
import { expect, installStandInWallet, test, toasts, walletCalls } from './fixtures';

const LEATHER_INSTALL_URL =
  'https://chromewebstore.google.com/detail/leather/ldinpeekobnhjjdofggfgjlcehhmanlj';
const SHORT_ADDRESS = 'SP2J…9EJ7';

test('a visitor without a wallet gets Install, which opens the store safely in a new tab', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/staking$/);
  const install = page.getByRole('button', { name: 'Install' });
  await expect(install).toBeVisible();

  // The store itself is unreachable here (and Chromium crashes if a route fulfils a
  // noopener popup), so read what the new tab asked for instead.
  const [storePage, storeRequest] = await Promise.all([
    context.waitForEvent('page'),
    context.waitForEvent('request', (request) =>
      request.url().startsWith('https://chromewebstore.google.com/'),
    ),
    install.click(),
  ]);
  expect(storeRequest.url()).toBe(LEATHER_INSTALL_URL);
  expect(storePage).not.toBe(page);
  expect(storeRequest.headers().referer).toBeUndefined();
  await expect(page).toHaveURL(/\/staking$/);
});

test('a wallet injected late is still detected', async ({ page }) => {
  await installStandInWallet(page, { answers: {}, injectAfterMs: 1_200 });
  await page.goto('/staking');
  await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install' })).toHaveCount(0);
});

test('connecting stores the addresses, shows the short address and completes the mainnet quest', async ({
  page,
}) => {
  const questRequests: { body: unknown; clientId: string | null }[] = [];
  await page.route('https://api.leather.io/v1/quests/connect-earn/complete', async (route) => {
    questRequests.push({
      body: route.request().postDataJSON(),
      clientId: await route.request().headerValue('x-client-id'),
    });
    await route.fulfill({ status: 200, json: {} });
  });
  await installStandInWallet(page, {
    answers: { getAddresses: { result: { addresses: leatherAddresses } } },
  });
  await page.goto('/staking');
  await page.getByRole('button', { name: 'Connect' }).click();

  await expect(page.getByRole('button', { name: SHORT_ADDRESS })).toBeVisible();
  // One wallet: Connect asks it at once, with no picker.
  await expect(page.getByRole('dialog', { name: 'Choose a wallet' })).toHaveCount(0);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('addresses') ?? 'null') as unknown,
  );
  expect(stored).toEqual(leatherAddresses);
  await expect.poll(() => questRequests.length).toBe(1);
  expect(questRequests[0]?.body).toEqual({ address: MAINNET_STX_ADDRESS });
  expect(questRequests[0]?.clientId).toMatch(/^[0-9a-f-]{36}$/);

  // The connection survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: SHORT_ADDRESS })).toBeVisible();
});

test('a quest failure does not disturb the user', async ({ page }) => {
  await page.route('https://api.leather.io/**', (route) =>
    route.fulfill({ status: 500, body: 'down' }),
  );
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await installStandInWallet(page, {
    answers: { getAddresses: { result: { addresses: leatherAddresses } } },
  });
  await page.goto('/staking');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('button', { name: SHORT_ADDRESS })).toBeVisible();
  await expect
    .poll(() => consoleErrors.some((text) => text.includes('Unable to complete quest task')))
    .toBe(true);
  // No toast and no error banner: the page's own loading states (role=status) are not toasts.
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByRole('status'),
  ).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a wallet without a Stacks account explains itself after 750 ms', async ({ page }) => {
  await installStandInWallet(page, {
    answers: {
      getAddresses: { result: { addresses: bitcoinOnlyAddresses } },
      open: { result: { success: true } },
    },
  });
  await page.goto('/staking');
  // The click's time as the page saw it: read after click() returns, a busy machine would make
  // it late by hundreds of ms and the wait look shorter than it was.
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => (document.documentElement.dataset.clickedAt = String(performance.now())),
      { capture: true, once: true },
    );
  });
  await page.getByRole('button', { name: 'Connect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unable to connect' });
  await expect(dialog).toBeVisible();
  const waited = await page.evaluate(
    () => performance.now() - Number(document.documentElement.dataset.clickedAt),
  );
  expect(waited).toBeGreaterThanOrEqual(750);
  await expect(dialog).toContainText('Your wallet does not have a Stacks account available.');
  await expect(dialog).toContainText('Connect Stacks');
  expect(await page.evaluate(() => localStorage.getItem('addresses'))).toBeNull();

  await dialog.getByRole('button', { name: 'Open Leather' }).click();
  await expect
    .poll(async () => (await walletCalls(page)).at(-1))
    .toEqual({ method: 'open', params: { mode: 'fullpage' } });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Connect' })).toBeFocused();
});

// A refusal and the wallet's own errors: src/features/connect/connect-control.test.tsx (and a
// refusal in each wallet family's shape: wallets.spec.ts, wallets-families.spec.ts). The one
// below is the browser's: the real app's toaster, and the page still standing.
test('a malformed wallet answer becomes a toast, never a crash', async ({ page }) => {
  await installStandInWallet(page, {
    answers: { getAddresses: { result: { addresses: 'everything' } } },
  });
  await page.goto('/staking');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(toasts(page)).toContainText('Your wallet sent an answer Satchel could not read.');
  await expect(page.getByRole('heading', { name: 'Staking', level: 1 })).toBeVisible();
});

test('the account menu switches account, opens the extension and signs out', async ({ page }) => {
  await installStandInWallet(page, {
    answers: {
      getAddresses: [
        { result: { addresses: leatherAddresses } },
        { result: { addresses: [stxEntry2] } },
      ],
      open: { result: { success: true } },
    },
  });
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect' }).click();

  await page.getByRole('button', { name: SHORT_ADDRESS }).click();
  await page.getByRole('menuitem', { name: 'Switch account' }).click();
  await expect(page.getByRole('button', { name: 'SP3Z…8JJE' })).toBeVisible();

  await page.getByRole('button', { name: 'SP3Z…8JJE' }).click();
  await page.getByRole('menuitem', { name: 'Open extension' }).click();
  await expect
    .poll(async () => (await walletCalls(page)).at(-1))
    .toEqual({ method: 'open', params: { mode: 'fullpage' } });

  await page.getByRole('button', { name: 'SP3Z…8JJE' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staking$/);
  await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('addresses'))).toBeNull();
});

for (const [label, value] of [
  ['bad JSON', '{"symbol":'],
  ['the wrong shape', JSON.stringify({ symbol: 'STX' })],
  ['hostile entries', JSON.stringify([{ symbol: 'STX', address: '<img src=x onerror=alert(1)>' }])],
  ['a 5 MB string', 'x'.repeat(5 * 1024 * 1024)],
] as const) {
  test(`corrupt storage (${label}) falls back and the page works`, async ({ page }) => {
    await page.addInitScript((addresses: string) => {
      try {
        localStorage.setItem('addresses', addresses);
      } catch {
        // Over the quota: the browser refused, which is also a state the page must survive.
      }
      localStorage.setItem('network', '"not-a-network"');
    }, value);
    await installStandInWallet(page, { answers: {} });
    await page.goto('/staking');
    await expect(page.getByRole('heading', { name: 'Staking', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();
  });
}
