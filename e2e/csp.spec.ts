import { leatherAddresses } from '../src/mocks/fixtures/wallet-addresses';
import { expect, installStandInWallet, test } from './fixtures';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

test('a page that parses object schemas reports no CSP violation: zod never probes eval', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  await installStandInWallet(page, {
    answers: { getAddresses: { result: { addresses: leatherAddresses } } },
  });
  await page.goto('/staking');
  // The network status parses the node's /v2/info; connecting parses the wallet's answer.
  await expect(page.getByRole('button', { name: /^Network:/ })).toBeVisible();
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('button', { name: 'SP2J…9EJ7' })).toBeVisible();
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});
