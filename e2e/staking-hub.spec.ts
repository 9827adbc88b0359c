import type { APIRequestContext, Page } from '@playwright/test';
import { POX_CYCLE } from '../src/mocks/fixtures/hiro-api';
import { leatherAddresses } from '../src/mocks/fixtures/wallet-addresses';
import { axeTest } from './axe';
import { expect, installStandInWallet, test } from './fixtures';

// The /staking hub against the production e2e build, in mock mode (the staking
// layer's pox-5 fixtures) and as a plain visitor, plus every old /stacking address. Every test
// also fails on a CSP violation, hydration mismatch or page error.

// Mock-mode tests boot the service worker and connect: measured 4–20 s per test on the old hub
// (axe scan excluded, see axe.ts) on a shared 2-core machine at load average ~17; slow() triples
// the 30 s.
test.slow();

const POOLS = 'Pools this cycle: fee, stake and signer set';
const POOL_NAMES = [
  'Fast Pool',
  'Xverse',
  'Stacking DAO',
  'PlanBetter',
  'Asymmetric Research',
  'SenseiNode',
] as const;

async function openMock(page: Page, path = '/staking') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}mock=1`);
  await expect(page.getByRole('switch', { name: 'Mock mode' })).toHaveAttribute(
    'data-state',
    'checked',
  );
}

function cycleCard(page: Page) {
  return page.getByRole('region', { name: 'Current cycle' });
}

/** The text of each cell after the header in the pools table row of `name`. */
async function poolRow(page: Page, name: string): Promise<string[]> {
  const header = page
    .getByRole('table', { name: POOLS })
    .getByRole('rowheader', { name, exact: true });
  await expect(header).toBeVisible();
  return header.locator('xpath=..').getByRole('cell').allTextContents();
}

test.describe('mock mode', () => {
  test('the cycle card, the pools with their figures read from the chain, and bring your own', async ({
    page,
  }) => {
    await openMock(page);
    const card = cycleCard(page);
    await expect(card.getByText(`Cycle ${POX_CYCLE}`, { exact: true })).toBeVisible();
    await expect(
      card.getByRole('progressbar', { name: `Progress through cycle ${POX_CYCLE}` }),
    ).toBeVisible();
    await expect(card.getByText(/^Changes are (open|closed)\./)).toBeVisible();

    await expect(page.getByRole('table', { name: POOLS })).toHaveAttribute('aria-busy', 'false');
    for (const name of POOL_NAMES) {
      const [payout, fee, staked, signerSet] = await poolRow(page, name);
      expect(payout, name).toMatch(/^(sBTC|BTC|sBTC or BTC)$/);
      expect(fee, name).toMatch(/^\d+(\.\d+)? %$/);
      expect(staked, name).toMatch(/^[\d,]+(\.\d+)? STX$/);
      expect(signerSet, name).toMatch(/^(In|Not in) the signer set$/);
    }
    await expect(page.getByText(/Some figures could not be read/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your position' })).toHaveCount(0);

    // Bring your own: a malformed id is refused in words before any check; a manager the chain
    // does not accept, with the chain's reason.
    const section = page.getByRole('region', { name: 'Bring your own signer-manager' });
    const field = section.getByLabel('Signer-manager contract id');
    await field.fill('not-a-contract');
    await section.getByRole('button', { name: 'Check' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'Invalid contract principal (must be address.contract-name format)',
    );
    await field.fill('SP000000000000000000002Q6VF78.pox-5');
    await section.getByRole('button', { name: 'Check' }).click();
    await expect(section.getByText(/cannot accept stake: /)).toBeVisible();
    await expect(section.getByRole('link', { name: 'Stake with this signer-manager' })).toHaveCount(
      0,
    );

    await page.getByRole('link', { name: 'Fast Pool', exact: true }).click();
    await expect(page).toHaveURL(/\/staking\/pool\/fast-pool$/);
  });
});

test.describe('visitor without mock mode', () => {
  test('the hub, its tables’ frames and the FAQ are prerendered', async ({ request }) => {
    const html = await (await request.get('/staking')).text();
    expect(html).toContain('<h1');
    expect(html).toContain('Staking pools');
    expect(html).toContain(POOLS);
    expect(html).toContain('Loading Fast Pool fee');
    expect(html).toContain('Bring your own signer-manager');
    expect(html).toContain('What happened to stacking?');
  });

  // Every listed pool's page and the position page are prerendered too (the manager
  // page takes any contract id and stays client-rendered; see scripts/build.mjs). Each check
  // reads the HTML as sent, before any script, then lets the page hydrate.
  async function expectPrerenderedAndHydrated(
    page: Page,
    request: APIRequestContext,
    path: string,
    heading: string,
  ) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    // React separates adjacent text with empty comments.
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(heading);

    await page.goto(path);
    // The header's network switch replaces its placeholder once the page has hydrated; the
    // fixture fails the test on any hydration error logged on the way.
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^Network: / }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  test('each pool’s page is prerendered with its heading and hydrates without a mismatch', async ({
    page,
    request,
  }) => {
    // The pool pages the prerendered hub links to, in its table's order (POOL_NAMES'), so a
    // pool added to the list without a prerendered page fails here.
    const hub = await (await request.get('/staking')).text();
    const poolPaths = [...new Set(hub.match(/\/staking\/pool\/[a-z0-9-]+(?=")/g))];
    expect(poolPaths).toHaveLength(POOL_NAMES.length);
    for (const [index, name] of POOL_NAMES.entries()) {
      await test.step(name, () =>
        expectPrerenderedAndHydrated(page, request, poolPaths[index] ?? '', `Stake with ${name}`),
      );
    }
  });

  test('the position page is prerendered with its heading and hydrates without a mismatch', async ({
    page,
    request,
  }) => {
    await expectPrerenderedAndHydrated(page, request, '/staking/position', 'Your position');
    await expect(page.getByText('Connect your wallet to see your position')).toBeVisible();
  });

  // The build cannot know the stored wallet: the prerendered frame must also match a browser
  // with an account connected (React #418 in e2e/sbtc-devnet.spec.ts when it did not).
  test('the position page, loaded with a wallet connected, hydrates without a mismatch', async ({
    page,
    request,
  }) => {
    await installStandInWallet(page, { answers: {} });
    await page.addInitScript((addresses: string) => {
      localStorage.setItem('addresses', addresses);
    }, JSON.stringify(leatherAddresses));
    await expectPrerenderedAndHydrated(page, request, '/staking/position', 'Your position');
    await expect(page.getByRole('button', { name: 'SP2J…9EJ7' })).toBeVisible();
    // The connected account's reads (the fixture refuses the API), not the visitor's banner.
    await expect(page.getByText('Could not read the staking cycle')).toBeVisible();
    await expect(page.getByText('Connect your wallet to see your position')).toHaveCount(0);
  });

  test('a section whose source fails says so and offers a retry; the others stay', async ({
    page,
  }) => {
    // The e2e fixture refuses every external host, as an unreachable API would.
    await page.goto('/staking');
    await expect(
      cycleCard(page).getByText('The current cycle could not be read', { exact: false }),
    ).toBeVisible();
    await expect(cycleCard(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByText('The stSTX figures could not be read')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();
    await expect(page.getByRole('table', { name: POOLS })).toHaveAttribute('aria-busy', 'false');
  });
});

test.describe('the FAQ kept as prerendered (first-load budget)', () => {
  const question = 'What happened to stacking?';
  const answer = /The old stacking contract, pox-4, was retired/;

  test('opens after hydration, and is drawn again after a client-side navigation', async ({
    page,
  }) => {
    await page.goto('/staking');
    // Hydrated: the cycle card's failure is drawn by React once the page runs.
    await expect(cycleCard(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    const faq = page.getByRole('region', { name: 'Questions' });
    await faq.getByText(question).click();
    await expect(faq.getByText(answer)).toBeVisible();
    // Still this document at the end: the navigations below are the router's, not page loads.
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'sBTC' })
      .click();
    await expect(page).toHaveURL(/\/sbtc$/);
    await expect(faq).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Staking' })
      .click();
    await expect(page).toHaveURL(/\/staking$/);
    await faq.getByText(question).click();
    await expect(faq.getByText(answer)).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});

test.describe('old /stacking addresses', () => {
  for (const [from, to] of [
    ['/stacking', '/staking'],
    ['/stacking/pool/fast-pool/active', '/staking/pool/fast-pool'],
    ['/stacking/pool/xverse-pool', '/staking/pool/xverse'],
    ['/stacking/liquid/stacking-dao?chain=testnet', '/staking?chain=testnet#liquid'],
  ] as const) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  test('a link inside the app to an old address lands on its /staking page', async ({ page }) => {
    await page.goto('/staking');
    // Inside the app: once it runs. The router reads the address when it first renders
    // (docs/decisions/0015-declarative-router.md); the network switch shows it has hydrated.
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^Network: / }),
    ).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/stacking/pool/fast-pool/active');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/staking\/pool\/fast-pool$/);
  });
});

axeTest('the hub with figures has no axe violations', async ({ page, scanEveryView }) => {
  await openMock(page);
  await expect(page.getByRole('table', { name: POOLS })).toHaveAttribute('aria-busy', 'false');
  await expect(cycleCard(page).getByRole('progressbar')).toBeVisible();
  await page.getByText('Why are changes closed at the end of a cycle?').click();
  await scanEveryView();
});
