import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { leatherAddresses } from '../src/mocks/fixtures/wallet-addresses';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// Mock mode against the production e2e build: on and off by URL and by the header
// switch, the approval dialog playing the wallet, the scenario panel, and the promise that a
// visitor who never turns it on downloads none of it.

const DIST = path.resolve(process.env.E2E_DIST ?? 'dist-e2e');
const SHORT_ADDRESS = 'SP2J…9EJ7';

/** Strings only mock mode's code contains: MSW's worker protocol, the worker's file name, the
 * approval dialog's title, the Hiro API fixtures. */
const MOCK_MODE_MARKERS = [
  'MOCK_ACTIVATE',
  'mockServiceWorker.js',
  'Wallet request: ',
  // the mock Stacks node's public key hash (src/mocks/fixtures/hiro-api.ts)
  '1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d',
];

// Most tests boot mock mode's service worker, some twice (on, then off): measured 2–24 s per test
// (axe scan excluded, see axe.ts) on a shared 2-core machine at load average ~17; slow() triples
// the 30 s.
test.slow();

function mockModeSwitch(page: Page) {
  return page.getByRole('switch', { name: 'Mock mode' });
}

async function serviceWorkerScripts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    return registrations.map(
      (registration) =>
        (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL ?? '',
    );
  });
}

async function turnOnByUrl(page: Page) {
  // The e2e build keeps the one-step link (a production build only asks: mock-mode-link.spec.ts).
  await page.goto('/staking?mock=1');
  await expect(mockModeSwitch(page)).toHaveAttribute('data-state', 'checked');
  await expect(
    page.getByRole('status').filter({ hasText: 'Nothing on this page is real' }),
  ).toContainText('Mock mode');
}

test.describe('the first page without mock mode', () => {
  test('its JavaScript (HTML scripts and preloads) contains no mock-mode code', async () => {
    const html = await fs.readFile(path.join(DIST, 'staking', 'index.html'), 'utf8');
    const firstLoad = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(firstLoad.length).toBeGreaterThan(0);
    for (const file of firstLoad) {
      const code = await fs.readFile(path.join(DIST, file), 'utf8');
      for (const marker of MOCK_MODE_MARKERS) {
        expect(code.includes(marker), `${file} contains ${marker}`).toBe(false);
      }
    }
    // The markers are real: each one is in some chunk of the build, so the check above can fail.
    const assets = await fs.readdir(path.join(DIST, 'assets'));
    const all = await Promise.all(
      assets
        .filter((file) => file.endsWith('.js'))
        .map((file) => fs.readFile(path.join(DIST, 'assets', file), 'utf8')),
    );
    for (const marker of MOCK_MODE_MARKERS) {
      expect(
        all.some((code) => code.includes(marker)),
        marker,
      ).toBe(true);
    }
  });

  test('loads no mock-mode chunk, registers no worker and shows no switch', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    });
    await page.goto('/staking');
    await expect(page.getByRole('button', { name: 'Install' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    for (const code of await Promise.all(scripts)) {
      for (const marker of MOCK_MODE_MARKERS) expect(code).not.toContain(marker);
    }
    expect(await serviceWorkerScripts(page)).toEqual([]);
    await expect(mockModeSwitch(page)).toHaveCount(0);
  });
});

test.describe('mock mode', () => {
  test('?mock=1 turns it on (the URL cleaned, the worker answering the APIs); ?mock=0 turns it off and removes the worker', async ({
    page,
  }) => {
    await turnOnByUrl(page);
    await expect(page).toHaveURL(/\/staking$/);
    expect(await page.evaluate(() => localStorage.getItem('mockMode'))).toBe('true');
    expect(await serviceWorkerScripts(page)).toEqual([
      expect.stringMatching(/\/mockServiceWorker\.js$/),
    ]);
    // Non-local hosts are refused by the test fixture: only the worker can answer these.
    const answers = await page.evaluate(async () => {
      const info = (await (await fetch('https://api.hiro.so/v2/info')).json()) as {
        network_id: number;
      };
      const tokens = (await (await fetch('https://api.stacking-tracker.com/tokens')).json()) as {
        name: string;
      }[];
      return { networkId: info.network_id, firstToken: tokens[0]?.name };
    });
    expect(answers).toEqual({ networkId: 1, firstToken: 'stSTX' });

    await page.goto('/staking?mock=0');
    await expect(page).toHaveURL(/\/staking$/);
    await expect(page.getByRole('button', { name: 'Install' })).toBeVisible();
    await expect(mockModeSwitch(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('mockMode'))).toBe('false');
    await expect.poll(() => serviceWorkerScripts(page)).toEqual([]);
  });

  test('the header switch turns it off: flag saved, worker gone, switch hidden', async ({
    page,
  }) => {
    await turnOnByUrl(page);
    await Promise.all([page.waitForEvent('load'), mockModeSwitch(page).click()]);
    await expect(page.getByRole('button', { name: 'Install' })).toBeVisible();
    // Production build: the switch is hidden while mock mode is off
    // (docs/product-decisions.md#header-and-wallet-connection).
    await expect(mockModeSwitch(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('mockMode'))).toBe('false');
    // An unregistered worker stays listed until the page it controlled is gone.
    await expect.poll(() => serviceWorkerScripts(page)).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the approval dialog has no axe violations; Reject stores nothing, Approve shows and stores the address', async ({
    page,
  }) => {
    await turnOnByUrl(page);
    await page.getByRole('button', { name: 'Connect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wallet request: getAddresses' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('getAddresses', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Connect' })).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('addresses'))).toBeNull();

    await page.getByRole('button', { name: 'Connect' }).click();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('button', { name: SHORT_ADDRESS })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('addresses') ?? 'null') as unknown,
    );
    expect(stored).toEqual(leatherAddresses);
  });

  test('the switch and the open panel have no axe violations; the panel switches the API scenario and keeps it', async ({
    page,
  }) => {
    await turnOnByUrl(page);
    const panel = page.getByRole('complementary', { name: 'Mock mode panel' });
    await panel.getByText('Mock API: Populated account').click();
    await expect(page.getByRole('radio', { name: 'Empty account' })).toBeVisible();
    await expectNoAxeViolations(page);

    await Promise.all([
      page.waitForEvent('load'),
      panel.getByRole('radio', { name: 'API error (500)' }).click(),
    ]);
    await expect(panel.getByText('Mock API: API error (500)')).toBeVisible();
    const status = await page.evaluate(
      async () => (await fetch('https://api.hiro.so/v2/info')).status,
    );
    expect(status).toBe(500);
    expect(await page.evaluate(() => localStorage.getItem('mockScenario'))).toBe('"server-error"');
  });
});
