import type { Page, Request } from '@playwright/test';
import { expect, installStandInWallet, test } from './fixtures';

const MAINNET = 'https://api.hiro.so';
const TESTNET = 'https://api.testnet.hiro.so';
// A named network (docs/product-decisions.md#networks), in every build's CSP (decision 0008).
const POX5 = 'https://api.testnet-pox5.hiro.so';
// Allowed in the e2e build's CSP through VITE_CUSTOM_API_ORIGINS (.env.e2e).
const NODE = 'https://stacks-node.satchel.test';
const TESTNET_STX_ADDRESS = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';

function nodeInfo(networkId: number, burnHeight: number) {
  return {
    peer_version: 402653196,
    server_version: 'stacks-node 3.1.0.0.0',
    network_id: networkId,
    burn_block_height: burnHeight,
    stacks_tip_height: burnHeight * 2,
  };
}

/** Answers a host's /v2/info (with CORS, as Hiro does) and records who asked. */
async function routeNodeInfo(page: Page, apiUrl: string, body: unknown, seen: string[] = []) {
  // eslint-disable-next-line no-restricted-syntax -- apiUrl is one of the external https hosts above
  await page.route(`${apiUrl}/v2/info`, async (route) => {
    seen.push(apiUrl);
    await route.fulfill({
      status: 200,
      contentType: typeof body === 'string' ? 'text/html' : 'application/json',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'Access-Control-Allow-Origin': '*' },
    });
  });
  return seen;
}

async function openNetworkDialog(page: Page, current: string) {
  await page.getByRole('button', { name: `Network: ${current}` }).click();
  return page.getByRole('dialog', { name: 'Network' });
}

test('switching networks refetches the node status and never mixes the two', async ({ page }) => {
  const seen: string[] = [];
  await routeNodeInfo(page, MAINNET, nodeInfo(1, 870_123), seen);
  await routeNodeInfo(page, TESTNET, nodeInfo(2147483648, 4_321), seen);
  await page.goto('/staking');

  let dialog = await openNetworkDialog(page, 'Mainnet');
  await expect(dialog.getByRole('status')).toHaveText('Burn block 870,123');
  await dialog.getByRole('radio', { name: /Testnet/ }).click();
  await expect(dialog).toBeHidden();

  dialog = await openNetworkDialog(page, 'Testnet');
  await expect(dialog.getByRole('status')).toHaveText('Burn block 4,321');
  await expect(dialog).not.toContainText('870,123');
  expect(seen).toContain(TESTNET);
  const mainnetCalls = seen.filter((host) => host === MAINNET).length;
  await page.keyboard.press('Escape');

  // The choice is stored: a reload starts on testnet and asks only testnet.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Network: Testnet' })).toBeVisible();
  await expect.poll(() => seen.filter((host) => host === TESTNET).length).toBeGreaterThan(1);
  expect(seen.filter((host) => host === MAINNET)).toHaveLength(mainnetCalls);
});

test('the PoX-5 test network is a named choice, reached under the CSP and kept', async ({
  page,
}) => {
  const seen: string[] = [];
  await routeNodeInfo(page, MAINNET, nodeInfo(1, 870_123), seen);
  await routeNodeInfo(page, POX5, nodeInfo(0x80000005, 6_789), seen);
  await page.goto('/stacking');

  let dialog = await openNetworkDialog(page, 'Mainnet');
  await dialog.getByRole('radio', { name: /PoX-5 testnet/ }).click();
  await expect(dialog).toBeHidden();

  // Its node answers through the CSP (the fixture fails the test on any violation).
  dialog = await openNetworkDialog(page, 'PoX-5 testnet');
  await expect(dialog.getByRole('status')).toHaveText('Burn block 6,789');
  await expect(dialog.getByRole('radio', { name: /PoX-5 testnet/ })).toBeChecked();
  await page.keyboard.press('Escape');

  // Stored: a reload starts on it and asks only its node.
  const mainnetCalls = seen.filter((host) => host === MAINNET).length;
  await page.reload();
  await expect(page.getByRole('button', { name: 'Network: PoX-5 testnet' })).toBeVisible();
  await expect.poll(() => seen.filter((host) => host === POX5).length).toBeGreaterThan(1);
  expect(seen.filter((host) => host === MAINNET)).toHaveLength(mainnetCalls);
  expect(await page.evaluate(() => localStorage.getItem('network'))).toBe('"testnet"');
});

test('?chain=testnet is applied at boot, then leaves the URL', async ({ page }) => {
  const seen: string[] = [];
  await routeNodeInfo(page, MAINNET, nodeInfo(1, 870_123), seen);
  await routeNodeInfo(page, TESTNET, nodeInfo(2147483648, 4_321), seen);
  await page.goto('/?chain=testnet');
  await expect(page.getByRole('button', { name: 'Network: Testnet' })).toBeVisible();
  await expect(page).toHaveURL(/\/staking$/);
  const dialog = await openNetworkDialog(page, 'Testnet');
  await expect(dialog.getByRole('status')).toHaveText('Burn block 4,321');
  // Nothing was fetched for the network the URL replaced.
  expect(seen).not.toContain(MAINNET);
});

test('adds a custom API that answers like a Stacks node', async ({ page }) => {
  await routeNodeInfo(page, MAINNET, nodeInfo(1, 870_123));
  await routeNodeInfo(page, NODE, nodeInfo(2147483648, 55));
  await page.goto('/staking');

  const dialog = await openNetworkDialog(page, 'Mainnet');
  await dialog.getByRole('textbox', { name: 'Custom Stacks API URL' }).fill(`${NODE}/`);
  await dialog.getByRole('button', { name: 'Add and use' }).click();
  await expect(dialog).toBeHidden();

  const again = await openNetworkDialog(page, 'stacks-node.satchel.test');
  await expect(again.getByRole('status')).toHaveText('Burn block 55');
  await expect(again.getByRole('radio', { name: /stacks-node\.satchel\.test/ })).toBeChecked();
  await expect(again.getByRole('link', { name: /Open the explorer/ })).toHaveAttribute(
    'href',
    `https://explorer.hiro.so/?chain=testnet&utm_source=satchel&api=${encodeURIComponent(NODE)}`,
  );
});

test('refuses a custom API that is not a Stacks node, or that the page may not reach', async ({
  page,
}) => {
  await routeNodeInfo(page, MAINNET, nodeInfo(1, 870_123));
  await routeNodeInfo(page, NODE, '<!doctype html><title>Welcome</title><p>Hello');
  const unexpected: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith('https://elsewhere.example.org')) unexpected.push(request.url());
  });
  await page.goto('/staking');

  const dialog = await openNetworkDialog(page, 'Mainnet');
  const input = dialog.getByRole('textbox', { name: 'Custom Stacks API URL' });
  await input.fill(NODE);
  await dialog.getByRole('button', { name: 'Add and use' }).click();
  await expect(dialog).toContainText(
    `${NODE} does not answer like a Stacks node: its /v2/info has no chain id and block heights.`,
  );
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  // Another origin would be blocked by the CSP: refused with words, before any request.
  await input.fill('https://elsewhere.example.org');
  await dialog.getByRole('button', { name: 'Add and use' }).click();
  await expect(dialog).toContainText('This build of Satchel may only reach Stacks APIs on');
  expect(unexpected).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Network: Mainnet' })).toBeVisible();
});

test('a wallet on another network is not shown as the user’s, and a banner says so', async ({
  page,
}) => {
  await installStandInWallet(page, {
    answers: {
      getAddresses: {
        result: { addresses: [{ symbol: 'STX', address: TESTNET_STX_ADDRESS, publicKey: '02ab' }] },
      },
    },
  });
  await page.goto('/staking');
  await page.getByRole('button', { name: 'Connect' }).click();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Wallet on testnet' })).toBeVisible();
  await expect(page.getByText(TESTNET_STX_ADDRESS.slice(0, 4))).toHaveCount(0);
  const callout = page.locator('#callout-portal');
  await expect(callout).toContainText('Your wallet is on testnet, Satchel on mainnet');

  await callout.getByRole('button', { name: 'Use Testnet' }).click();
  await expect(page.getByRole('button', { name: 'Network: Testnet' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'ST1P…GZGM' })).toBeVisible();
  await expect(callout).toBeEmpty();
});

test('external links open safely in a new tab and are tracked', async ({ page }) => {
  await routeNodeInfo(page, MAINNET, nodeInfo(1, 870_123));
  const tracked: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://127.0.0.1:4319/v1/b')) {
      tracked.push(...((request.postDataJSON() as { batch?: unknown[] }).batch ?? []));
    }
  });
  await page.goto('/staking');
  const dialog = await openNetworkDialog(page, 'Mainnet');
  const link = dialog.getByRole('link', { name: 'Open the explorer for Mainnet' });
  await expect(link).toHaveAttribute(
    'href',
    'https://explorer.hiro.so/?chain=mainnet&utm_source=satchel',
  );
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  const popupPromise = page.waitForEvent('popup');
  await link.click();
  const popup = await popupPromise;
  expect(await popup.evaluate(() => window.opener as unknown)).toBeNull();
  await popup.close();
  // Delivered with the next batch (Segment flushes within 5 s).
  await expect
    .poll(() => tracked, { timeout: 15_000 })
    .toContainEqual(
      expect.objectContaining({
        event: 'external_link_clicked',
        properties: expect.objectContaining({ host: 'explorer.hiro.so' }),
      }),
    );
});
