import type { Page } from '@playwright/test';
import { axeTest } from './axe';
import { elementsScrollingSideways } from './layout-checks';
import { expect, test } from './fixtures';
import { connectMockWallet, openInMockMode } from './mock-mode-page';

// /sbtc as a whole against the e2e build in mock mode: the prerendered heading, the
// route's own chunk, the token contract per network, the page's links, and axe on the whole
// loaded page in both themes at phone and desk widths. Each section's own behaviour is its
// spec's; this one waits for whatever sections the page has, generically.

// A mock-mode boot, a wallet connection and every section's reads, then an axe scan (which
// adds its own 60 s in axe.ts). First runs measured under 20 s a test on the shared 2-core
// machine; slow() triples the 30 s.
test.slow();

const MAINNET_SBTC = 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token';
const TESTNET_SBTC = 'ST1F7QA2MDF17S807EPA36TSS8AMEFY4KA9TVGWXT.sbtc-token';
const LEAD =
  'Bitcoin on Stacks, one for one: get it, move it back to bitcoin, and earn it by staking STX.';

/** The page after hydration with every section's reads settled: no skeleton (Shimmer's lines),
 * no busy region and no failure left, whichever sections the page has. */
async function expectEverySectionSettled(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'What is sBTC' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Earn with sBTC' })).toBeVisible();
  await expect(main.locator('[role="status"]:has([data-kind])')).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Try again' })).toHaveCount(0);
}

test('the prerendered HTML has the heading and the lead', async ({ request }) => {
  const response = await request.get('/sbtc');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>sBTC<\/h1>/);
  expect(html).toContain(LEAD);
});

test('the sBTC page’s JavaScript loads on /sbtc only', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const sbtcChunk = (path: string) => /\/assets\/sbtc-route-[^/]+\.js$/.test(path);
  await page.goto('/staking');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(sbtcChunk)).toEqual([]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'sBTC' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'sBTC' })).toBeVisible();
  expect(scripts.filter(sbtcChunk)).toHaveLength(1);
});

test('the token contract is the current network’s, mainnet then testnet', async ({ page }) => {
  await openInMockMode(page, '/sbtc');
  const about = page.getByRole('region', { name: 'What is sBTC' });
  await expect(about.getByTestId('sbtc-token-contract')).toHaveText(MAINNET_SBTC);
  await expect(about.getByRole('link', { name: /token contract on the explorer/ })).toHaveAttribute(
    'href',
    `https://explorer.hiro.so/txid/${MAINNET_SBTC}?chain=mainnet&utm_source=satchel`,
  );

  await page.getByRole('button', { name: 'Network: Mainnet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Network' });
  await dialog.getByRole('radio', { name: /Testnet/ }).click();
  await expect(dialog).toBeHidden();
  await expect(about.getByTestId('sbtc-token-contract')).toHaveText(TESTNET_SBTC);
  await expect(about.getByRole('link', { name: /token contract on the explorer/ })).toHaveAttribute(
    'href',
    `https://explorer.hiro.so/txid/${TESTNET_SBTC}?chain=testnet&utm_source=satchel`,
  );
});

test('every link of the page leaves safely or stays inside the app', async ({ page }) => {
  await openInMockMode(page, '/sbtc');
  await connectMockWallet(page);
  await expectEverySectionSettled(page);
  const links = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        target: anchor.getAttribute('target'),
        rel: anchor.getAttribute('rel'),
      })),
    );
  const external = links.filter((link) => !link.href.startsWith('/'));
  // At least the explorer, the bond guide and the venues.
  expect(external.length).toBeGreaterThanOrEqual(5);
  for (const link of external) {
    expect(link.href).toMatch(/^https?:\/\//);
    expect(link, link.href).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
  }
  expect(links.some((link) => link.href === '/staking')).toBe(true);
});

axeTest(
  'the connected page has no axe violations and nothing scrolls sideways',
  async ({ page, scanEveryView }) => {
    await openInMockMode(page, '/sbtc');
    await connectMockWallet(page);
    await expectEverySectionSettled(page);
    await scanEveryView(async () => {
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        'the page fits the window',
      ).toBeLessThanOrEqual(0);
      expect(await elementsScrollingSideways(page)).toEqual([]);
      for (const section of await page.getByRole('main').getByRole('region').all()) {
        expect(
          await section.evaluate((element) => element.scrollWidth - element.clientWidth),
          `${(await section.getAttribute('aria-labelledby')) ?? 'a section'} fits`,
        ).toBeLessThanOrEqual(1);
      }
    });
  },
);
