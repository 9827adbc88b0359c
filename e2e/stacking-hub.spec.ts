import type { Page } from '@playwright/test';
import { NEXT_CYCLE_START_HEIGHT, POX_CYCLE } from '../src/mocks/fixtures/hiro-api';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// The /stacking hub (issue 7) against the production e2e build: in mock mode with each API
// scenario, visitor and connected, and as a plain visitor whose stacking-tracker requests the
// test fixture refuses. Every test also fails on a CSP violation, hydration mismatch or page error.

// Most tests boot mock mode's service worker and connect: measured 4–20 s per test (axe scan
// excluded, see axe.ts) on a shared 2-core machine at load average ~17; slow() triples the 30 s.
test.slow();

type Scenario = 'populated' | 'empty' | 'server-error' | 'malformed';

const UNAVAILABLE = 'Live figures are unavailable right now';
/** What a dash cell reads: the dash is hidden from assistive technology, the words are not. */
const DASH = '—Not available';

async function openMock(page: Page, scenario: Scenario) {
  await page.addInitScript((chosen: Scenario) => {
    localStorage.setItem('mockScenario', JSON.stringify(chosen));
  }, scenario);
  await page.goto('/stacking?mock=1');
  await expect(page.getByRole('switch', { name: 'Mock mode' })).toHaveAttribute(
    'data-state',
    'checked',
  );
}

/** Connects through the mock wallet's approval dialog. */
async function connectMockWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect' }).click();
  await page
    .getByRole('dialog', { name: 'Wallet request: getAddresses' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('button', { name: 'SP2J…9EJ7' })).toBeVisible();
}

const POOLS = 'Stacking pools';
const LIQUID = 'Liquid stacking protocols';

/** The text of each cell after the header in the row of `name` in `table`. */
async function rowFigures(page: Page, table: string, name: string): Promise<string[]> {
  const header = page
    .getByRole('table', { name: table })
    .getByRole('rowheader', { name, exact: true });
  await expect(header).toBeVisible();
  return header.locator('xpath=..').getByRole('cell').allTextContents();
}

/** Waits until no live figure is loading any more. */
async function expectFiguresSettled(page: Page) {
  await expect(page.getByRole('table', { name: POOLS })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('table', { name: LIQUID })).toHaveAttribute('aria-busy', 'false');
}

function cycleCard(page: Page) {
  return page.getByRole('region', { name: 'Current stacking cycle' });
}

test.describe('mock mode, populated', () => {
  test('the tables show the fixture figures and the cycle card the fixture cycle', async ({
    page,
  }) => {
    await openMock(page, 'populated');
    await expectFiguresSettled(page);
    expect(await rowFigures(page, POOLS, 'Fast Pool')).toEqual([
      'STX',
      '41.3M STX',
      '40 STX',
      '9.1%',
      '4.7%',
    ]);
    expect(await rowFigures(page, POOLS, 'PlanBetter')).toEqual([
      'BTC',
      '8.4M STX',
      '200 STX',
      '9.5%',
      '5.0%',
    ]);
    // The source has no figures for Xverse and no entry for the Stacking DAO pool.
    expect(await rowFigures(page, POOLS, 'Xverse')).toEqual(['BTC', DASH, '100 STX', DASH, DASH]);
    expect(await rowFigures(page, POOLS, 'Stacking DAO')).toEqual([
      'STX',
      DASH,
      '50 STX',
      DASH,
      DASH,
    ]);
    expect(await rowFigures(page, LIQUID, 'LISA')).toEqual([
      'LiSTX',
      '9.9M STX',
      '7.8%',
      '5.0%',
      '1 STX',
    ]);
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);

    const card = cycleCard(page);
    await expect(card.getByText(`Cycle ${POX_CYCLE}`, { exact: true })).toBeVisible();
    await expect(
      card.getByRole('progressbar', { name: `Progress through cycle ${POX_CYCLE}` }),
    ).toBeVisible();
    await expect(card).toContainText('Next cycle in');
    await expect(card).toContainText('Prepare phase');
    await expect(page.getByRole('heading', { name: 'My positions' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Fast Pool', exact: true }).click();
    await expect(page).toHaveURL(/\/stacking\/pool\/fast-pool$/);
  });

  test('connected: the Fast Pool position and the stSTX holding, amounts kept apart', async ({
    page,
  }) => {
    await openMock(page, 'populated');
    await connectMockWallet(page);
    const positions = page.getByRole('region', { name: 'My positions' });
    const pool = positions.getByRole('article', { name: 'Fast Pool' });
    await expect(pool.getByText('Active', { exact: true })).toBeVisible();
    await expect(pool.locator('dt:text-is("Delegated") + dd')).toHaveText('500 STX');
    await expect(pool.locator('dt:text-is("Locked") + dd')).toHaveText('500 STX');
    await expect(pool.locator('dt:text-is("Available") + dd')).toHaveText('1,345.25 STX');
    await expect(pool.locator('dt:text-is("Unlocks at") + dd')).toContainText(
      `Bitcoin block ${NEXT_CYCLE_START_HEIGHT.toLocaleString('en-US')} (about `,
    );
    await expect(pool.getByRole('link', { name: 'View your Fast Pool position' })).toHaveAttribute(
      'href',
      '/stacking/pool/fast-pool/active',
    );
    const liquid = positions.getByRole('article', { name: 'Stacking DAO (stSTX)' });
    await expect(liquid.locator('dt:text-is("Holding") + dd')).toHaveText('500 stSTX');
    await expect(liquid.getByRole('link')).toHaveAttribute(
      'href',
      '/stacking/liquid/stacking-dao/active',
    );
    await expect(positions.getByText('You are not stacking yet.')).toHaveCount(0);
  });
});

test('mock mode, empty: dashes in the tables and “not stacking yet” once connected', async ({
  page,
}) => {
  await openMock(page, 'empty');
  await connectMockWallet(page);
  await expectFiguresSettled(page);
  expect(await rowFigures(page, POOLS, 'Fast Pool')).toEqual(['STX', DASH, '40 STX', DASH, DASH]);
  expect(await rowFigures(page, POOLS, 'Stacking DAO')).toEqual([
    'STX',
    DASH,
    '50 STX',
    DASH,
    DASH,
  ]);
  expect(await rowFigures(page, LIQUID, 'LISA')).toEqual(['LiSTX', DASH, DASH, DASH, '1 STX']);
  // An empty answer is not a failure: no note.
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  const positions = page.getByRole('region', { name: 'My positions' });
  await expect(positions.getByText('You are not stacking yet.')).toBeVisible();
  await positions.getByRole('link', { name: 'Liquid stacking' }).click();
  await expect(page).toHaveURL(/#liquid-stacking$/);
});

for (const scenario of ['server-error', 'malformed'] as const) {
  test(`mock mode, ${scenario}: the page stays, with dashes and the note`, async ({ page }) => {
    await openMock(page, scenario);
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(2);
    expect(await rowFigures(page, POOLS, 'Fast Pool')).toEqual(['STX', DASH, '40 STX', DASH, DASH]);
    expect(await rowFigures(page, LIQUID, 'Stacking DAO')).toEqual([
      'stSTX',
      DASH,
      DASH,
      DASH,
      '1 STX',
    ]);
    await expect(
      cycleCard(page).getByText(/The cycle figures are unavailable right now/),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How pooled stacking works' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();

    await connectMockWallet(page);
    const positions = page.getByRole('region', { name: 'My positions' });
    await expect(positions.getByText(/^Your pooled position could not be read: /)).toBeVisible();
    await expect(positions.getByText(/^Your liquid stacking could not be read: /)).toBeVisible();
    await expect(positions.getByText('You are not stacking yet.')).toHaveCount(0);
  });
}

test.describe('visitor without mock mode', () => {
  test('the prerendered tables wait with shimmers, then show dashes when the tracker is blocked', async ({
    page,
    request,
  }) => {
    // Before any script: the tables are in the HTML, their live figures shimmering.
    const html = await (await request.get('/stacking')).text();
    expect(html).toContain('Stacking pools');
    expect(html).toContain('Loading Fast Pool yield');
    expect(html).toContain('What does stopping (revoking) do — and not do?');

    // The e2e fixture refuses api.stacking-tracker.com, as an unreachable source would.
    await page.goto('/stacking');
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(2);
    await expectFiguresSettled(page);
    expect(await rowFigures(page, POOLS, 'Restake')).toEqual(['STX', DASH, '100 STX', DASH, DASH]);
    await expect(page.getByText('Loading Fast Pool yield')).toHaveCount(0);
  });

  test('at 390 px the tables scroll inside their labelled region, not the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/stacking');
    const region = page.getByRole('region', { name: 'Stacking pools' });
    await expect(region).toBeVisible();
    const sizes = await region.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.page).toBeLessThanOrEqual(390);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the hub has no axe violations for a visitor', async ({ page }) => {
      await page.goto('/stacking');
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(2);
      await page.getByText('What does stopping (revoking) do — and not do?').click();
      await expectNoAxeViolations(page);
    });

    test('the hub has no axe violations with figures and positions', async ({ page }) => {
      await openMock(page, 'populated');
      await connectMockWallet(page);
      await expectFiguresSettled(page);
      await expect(
        page
          .getByRole('region', { name: 'My positions' })
          .getByRole('article', { name: 'Fast Pool' }),
      ).toBeVisible();
      await expect(page.getByRole('progressbar')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('at 390 px the hub has no axe violations', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openMock(page, 'empty');
      await connectMockWallet(page);
      await expect(page.getByText('You are not stacking yet.')).toBeVisible();
      await expectFiguresSettled(page);
      await expectNoAxeViolations(page);
    });
  });
}
