import type { Page } from '@playwright/test';
import { leatherAddresses } from '../src/mocks/fixtures/wallet-addresses';
import { axeTest, expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// /sbtc's Get sBTC and Bridge capacity sections in mock mode, connected from storage:
// mock Emily's limits and the token's supply (src/mocks/fixtures/sbtc-capacity.ts: 5,123.45678901
// sBTC under a 10,000 BTC cap), the `bridge-full` scenario (cap = supply), both swap buttons
// answered through the mock wallet's approval dialog, and a wallet without openSwap. Every test
// also fails on a CSP violation, a hydration mismatch or a page error (fixtures.ts).

// Mock mode boots a service worker before the page renders: the other mock-mode specs measured
// 3–12 s per test on the shared 2-core machine; slow() triples the 30 s.
test.slow();

async function openSbtc(
  page: Page,
  {
    scenario = 'populated',
    unsupported = [],
  }: { scenario?: 'populated' | 'bridge-full'; unsupported?: readonly string[] } = {},
) {
  await page.addInitScript(
    ({ addresses, chosen, lacking }) => {
      localStorage.setItem('mockMode', 'true');
      localStorage.setItem('mockScenario', JSON.stringify(chosen));
      localStorage.setItem('addresses', JSON.stringify(addresses));
      localStorage.setItem('mockUnsupportedMethods', JSON.stringify(lacking));
    },
    { addresses: leatherAddresses, chosen: scenario, lacking: unsupported },
  );
  await page.goto('/sbtc');
  return {
    get: page.getByRole('region', { name: 'Get sBTC' }),
    capacity: page.getByRole('region', { name: /^Bridge capacity/ }),
  };
}

/** The figure after a label in the capacity list. */
const figure = (section: ReturnType<Page['getByRole']>, label: string) =>
  section.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('the capacity figures, and both swap buttons opening the wallet’s swap', async ({ page }) => {
  const { get, capacity } = await openSbtc(page);
  await expect(figure(capacity, 'Remaining capacity')).toHaveText('4,876.54321099 BTC');
  await expect(figure(capacity, 'Peg cap')).toHaveText('10,000 BTC');
  await expect(figure(capacity, 'sBTC in circulation')).toHaveText('5,123.45678901 sBTC');
  await expect(figure(capacity, 'Smallest deposit')).toHaveText('0.001 BTC');
  await expect(capacity.getByText('Capacity reached')).toHaveCount(0);

  for (const [button, base] of [
    ['Bridge BTC to sBTC', 'BTC'],
    ['Swap STX for sBTC', 'STX'],
  ] as const) {
    await get.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: 'Wallet request: openSwap' });
    await expect(dialog).toContainText(`"base": "${base}"`);
    await expect(dialog).toContainText('"quote": "sBTC"');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(get.getByRole('status')).toHaveText('Your wallet opened its swap: Swap opened');
  }
  await expectNoAxeViolations(page);
});

axeTest(
  'a full bridge: the badge, and the bridge button off with its reason; nothing scrolls sideways on a phone, no axe violations',
  async ({ page, scanEveryView }) => {
    const { get, capacity } = await openSbtc(page, { scenario: 'bridge-full' });
    await expect(
      page.getByRole('region', { name: 'Bridge capacity Capacity reached' }),
    ).toBeVisible();
    await expect(figure(capacity, 'Remaining capacity')).toHaveText('0 BTC (capacity reached)');
    const bridge = get.getByRole('button', { name: 'Bridge BTC to sBTC' });
    await expect(bridge).toBeDisabled();
    await expect(bridge).toHaveAccessibleDescription(
      'The sBTC bridge has reached its peg cap: no BTC can be bridged until the cap is raised.',
    );
    await expect(get.getByRole('button', { name: 'Swap STX for sBTC' })).toBeEnabled();
    await scanEveryView(async ({ width }) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  },
);

test('a wallet without openSwap: the notice and where to go instead', async ({ page }) => {
  const { get } = await openSbtc(page, { unsupported: ['openSwap'] });
  await expect(
    get.getByText('Your wallet does not support openSwap', { exact: true }),
  ).toBeVisible();
  await expect(get.getByRole('button', { name: 'Bridge BTC to sBTC' })).toHaveCount(0);
  await expect(get.getByRole('link', { name: 'official sBTC bridge app' })).toHaveAttribute(
    'href',
    'https://sbtc.stacks.co/',
  );
  await expect(get.getByRole('link', { name: 'Bitflow' })).toHaveAttribute(
    'href',
    'https://www.bitflow.finance/',
  );
  await expectNoAxeViolations(page);
});
