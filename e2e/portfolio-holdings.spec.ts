import type { Page } from '@playwright/test';
import { MAINNET_STX_ADDRESS } from '../src/mocks/fixtures/wallet-addresses';
import { axeTest } from './axe';
import { expect, test } from './fixtures';

// The portfolio's Tokens and NFTs in mock mode, for a linked address (no wallet): the populated
// account holds sBTC (in Hiro's token index), stSTX (not indexed: read from its contract) and two
// NFTs of one collection. Every test also fails on a CSP violation, a hydration mismatch or a
// page error.

// Mock mode boots a service worker before the sections read: mock-mode pages measured 4.7–11.9 s
// per test on the shared 2-core machine.
test.slow();

type Scenario = 'populated' | 'empty' | 'server-error';

/** A testnet account (Clarinet's devnet deployer; never real funds) and testnet's sBTC. */
const TESTNET_STX_ADDRESS = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';
const TESTNET_SBTC = 'ST1F7QA2MDF17S807EPA36TSS8AMEFY4KA9TVGWXT.sbtc-token';

async function openPortfolio(
  page: Page,
  scenario: Scenario,
  network: 'mainnet' | 'testnet' = 'mainnet',
) {
  await page.addInitScript(
    ([chosen, stored]: [string, string]) => {
      localStorage.setItem('mockMode', 'true');
      localStorage.setItem('mockScenario', JSON.stringify(chosen));
      localStorage.setItem('network', JSON.stringify(stored));
    },
    [scenario, network] as [string, string],
  );
  const address = network === 'mainnet' ? MAINNET_STX_ADDRESS : TESTNET_STX_ADDRESS;
  await page.goto(`/portfolio?address=${address}`);
  return {
    tokens: page.getByRole('region', { name: 'Tokens' }),
    nfts: page.getByRole('region', { name: 'NFTs' }),
  };
}

test('tokens sBTC first, exact in their decimals; NFTs by collection with their ids', async ({
  page,
}) => {
  const { tokens, nfts } = await openPortfolio(page, 'populated');
  const rows = tokens.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('sBTC (sBTC)');
  await expect(rows.nth(1).getByRole('cell', { name: '0.025 sBTC' })).toBeVisible();
  await expect(rows.nth(2)).toContainText('Stacking DAO stSTX (stSTX)');
  await expect(rows.nth(2).getByRole('cell', { name: '500 stSTX' })).toBeVisible();

  await expect(nfts.getByRole('heading', { name: 'arties 2 NFTs' })).toBeVisible();
  await expect(nfts.getByRole('list', { name: 'arties ids' }).getByRole('listitem')).toHaveText([
    'u42',
    'u108',
  ]);
});

test('on testnet the sBTC held is testnet’s own, named sBTC and listed first', async ({ page }) => {
  const { tokens } = await openPortfolio(page, 'populated', 'testnet');
  const rows = tokens.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('sBTC (sBTC)');
  await expect(rows.nth(1)).toContainText(`${TESTNET_SBTC}::sbtc-token`);
  await expect(rows.nth(1).getByRole('cell', { name: '0.025 sBTC' })).toBeVisible();
  await expect(rows.nth(2)).toContainText('Stacking DAO stSTX (stSTX)');
  // Testnet coins have no market: no value, and the reason, instead of a BTC price.
  await expect(
    rows.nth(1).getByLabel('No price: testnet and devnet coins have no market value'),
  ).toBeVisible();
});

test('an empty account: no tokens and no NFTs, said in words', async ({ page }) => {
  const { tokens, nfts } = await openPortfolio(page, 'empty');
  await expect(tokens).toContainText('This account holds no SIP-010 tokens on mainnet.');
  await expect(nfts).toContainText('This account holds no NFTs on mainnet.');
});

test('an API that fails: each section says so and offers to try again', async ({ page }) => {
  const { tokens, nfts } = await openPortfolio(page, 'server-error');
  await expect(tokens).toContainText(
    'Could not read this account’s tokens: The Stacks API answered 500',
  );
  await expect(tokens.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(nfts).toContainText(
    'Could not read this account’s NFTs: The Stacks API answered 500',
  );
  await expect(nfts.getByRole('button', { name: 'Try again' })).toBeVisible();
});

axeTest('tokens and NFTs: no axe violations', async ({ page, scanEveryView }) => {
  const { tokens, nfts } = await openPortfolio(page, 'populated');
  await expect(tokens.getByRole('cell', { name: '500 stSTX' })).toBeVisible();
  await expect(nfts.getByRole('list', { name: 'arties ids' }).getByText('u108')).toBeVisible();
  await scanEveryView(async () => {
    // The table fits its section: nothing to scroll sideways (review finding 19), which is
    // also what axe's scrollable-region-focusable rule failed on at 390 px.
    for (const section of [tokens, nfts]) {
      expect(
        await section.evaluate(
          (element) =>
            [element, ...Array.from(element.querySelectorAll('*'))].filter(
              (inner) => inner.scrollWidth > inner.clientWidth + 1 && inner.clientWidth > 1,
            ).length,
        ),
      ).toBe(0);
    }
  });
});
