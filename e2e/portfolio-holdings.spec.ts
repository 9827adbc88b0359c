import { expect, test } from './fixtures';

// The portfolio's Tokens on testnet in mock mode, for a linked address (no wallet). Mainnet's
// holdings are checked with the rest of the page in portfolio.spec.ts; an empty account and a
// failing API in the sections' own tests (src/features/portfolio/tokens, nfts). The test also
// fails on a CSP violation, a hydration mismatch or a page error.

// Mock mode boots a service worker before the sections read: mock-mode pages measured 4.7–11.9 s
// per test on the shared 2-core machine.
test.slow();

/** A testnet account (Clarinet's devnet deployer; never real funds) and testnet's sBTC. */
const TESTNET_STX_ADDRESS = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM';
const TESTNET_SBTC = 'ST1F7QA2MDF17S807EPA36TSS8AMEFY4KA9TVGWXT.sbtc-token';

test('on testnet the sBTC held is testnet’s own, named sBTC and listed first', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('mockMode', 'true');
    localStorage.setItem('mockScenario', JSON.stringify('populated'));
    localStorage.setItem('network', JSON.stringify('testnet'));
  });
  await page.goto(`/portfolio?address=${TESTNET_STX_ADDRESS}`);
  const rows = page.getByRole('region', { name: 'Tokens' }).getByRole('row');
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
