import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startServer } from '../server/serve.mjs';
import { axeTest } from './axe';
import { expect, test } from './fixtures';

// In the PRODUCTION build (`npm run build` → dist/, not the e2e build) a `?mock=1`
// link only asks. Nothing is stored until the visitor confirms, and while mock mode is on every
// page says so in a banner with a way out. The e2e build keeps the one-step link
// (e2e/mock-mode.spec.ts), so this spec serves dist/ itself, on a port of its own.

const PRODUCTION_DIST = path.resolve(process.env.E2E_PRODUCTION_DIST ?? 'dist');

// Measured on two cores shared with other runs (load average 14-18): 21 s for the four-page test,
// 9-14 s for the others. Three times the slowest leaves room for a busier machine.
test.describe.configure({ timeout: 60_000 });

let server: Awaited<ReturnType<typeof startServer>> | undefined;

test.beforeAll(async () => {
  // Port 0: the system picks a free one, so parallel workers and other runs never collide.
  server = await startServer({ dir: PRODUCTION_DIST, port: 0, host: '127.0.0.1' });
});

test.afterAll(async () => {
  await server?.close();
});

function productionUrl(pagePath: string): string {
  if (!server) throw new Error('The production server did not start');
  return `${server.url}${pagePath}`;
}

function question(page: Page) {
  return page.getByRole('dialog', { name: 'Turn on mock mode?' });
}

function mockModeBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Nothing on this page is real' });
}

async function storedFlag(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('mockMode'));
}

async function serviceWorkerCount(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
}

/** The link, the question, and the confirm; resolves once the page has reloaded in mock mode. */
async function turnOnThroughTheLink(page: Page) {
  await page.goto(productionUrl('/staking?mock=1'));
  await Promise.all([
    page.waitForEvent('load'),
    question(page).getByRole('button', { name: 'Turn on mock mode' }).click(),
  ]);
  await expect(mockModeBanner(page)).toBeVisible();
}

test('the first page of the production build carries neither the question nor the banner', async () => {
  const markers = ['Turn on mock mode', 'Nothing on this page is real'];
  const html = await fs.readFile(path.join(PRODUCTION_DIST, 'staking', 'index.html'), 'utf8');
  const firstLoad = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(firstLoad.length).toBeGreaterThan(0);
  for (const file of firstLoad) {
    const code = await fs.readFile(path.join(PRODUCTION_DIST, file), 'utf8');
    for (const marker of markers) expect(code, `${file} contains ${marker}`).not.toContain(marker);
  }
  // The markers are real: each is in some lazy chunk of this build, so the check above can fail.
  const assets = await fs.readdir(path.join(PRODUCTION_DIST, 'assets'));
  const chunks = await Promise.all(
    assets
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFile(path.join(PRODUCTION_DIST, 'assets', file), 'utf8')),
  );
  for (const marker of markers) expect(chunks.some((code) => code.includes(marker))).toBe(true);
});

test('?mock=1 only asks: the dialog explains, and nothing is stored before the answer', async ({
  page,
}) => {
  await page.goto(productionUrl('/staking?mock=1'));
  const dialog = question(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('invented data and a simulated wallet');
  await expect(dialog.getByRole('button', { name: 'Turn on mock mode' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  // Focus stays in the dialog (Close, Cancel, Turn on mock mode), however far one tabs.
  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await expect(page).toHaveURL(/\/staking$/);
  expect(await storedFlag(page)).toBeNull();
  expect(await serviceWorkerCount(page)).toBe(0);
});

test('Cancel: the real app, nothing stored, no mock parameter left', async ({ page }) => {
  await page.goto(productionUrl('/staking?mock=1'));
  await question(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(question(page)).toHaveCount(0);
  // No wallet in this browser and no mock one: the real app offers to install Leather.
  await expect(page.getByRole('button', { name: 'Install' })).toBeVisible();
  await expect(page).toHaveURL(/\/staking$/);
  expect(await storedFlag(page)).toBeNull();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Install' })).toBeVisible();
  await expect(question(page)).toHaveCount(0);
  await expect(mockModeBanner(page)).toHaveCount(0);
  expect(await serviceWorkerCount(page)).toBe(0);
});

test('Turn on mock mode: the banner says so on every page visited', async ({ page }) => {
  await turnOnThroughTheLink(page);
  expect(await storedFlag(page)).toBe('true');
  await expect(mockModeBanner(page)).toContainText('Mock mode');
  // Full page loads, the prerendered one and the client-rendered ones, and an in-app navigation.
  for (const pagePath of ['/tools/send-stx', '/staking/pool/fast-pool', '/no-such-page']) {
    await page.goto(productionUrl(pagePath));
    await expect(mockModeBanner(page), pagePath).toBeVisible();
    await expect(mockModeBanner(page), pagePath).toContainText('Mock mode');
  }
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Staking' })
    .click();
  await expect(page.getByRole('heading', { name: 'Staking', level: 1 })).toBeVisible();
  await expect(mockModeBanner(page)).toBeVisible();
});

test('turning it off from the banner: banner gone, flag cleared, worker gone', async ({ page }) => {
  await turnOnThroughTheLink(page);
  await Promise.all([
    page.waitForEvent('load'),
    mockModeBanner(page).getByRole('button', { name: 'Turn off mock mode' }).click(),
  ]);
  await expect(page.getByRole('button', { name: 'Install' })).toBeVisible();
  await expect(mockModeBanner(page)).toHaveCount(0);
  expect(await storedFlag(page)).toBe('false');
  // An unregistered worker stays listed until the page it controlled is gone.
  await expect.poll(() => serviceWorkerCount(page)).toBe(0);
});

axeTest('the question has no axe violations', async ({ page, scanEveryView }) => {
  await page.goto(productionUrl('/staking?mock=1'));
  await expect(question(page)).toBeVisible();
  await scanEveryView();
});

axeTest('the banner has no axe violations', async ({ page, scanEveryView }) => {
  // Saved before the page runs: the banner's own state, without the question's reload.
  await page.addInitScript(() => localStorage.setItem('mockMode', 'true'));
  await page.goto(productionUrl('/staking'));
  await expect(mockModeBanner(page)).toBeVisible();
  await scanEveryView();
});
