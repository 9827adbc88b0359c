import { axeTest } from './axe';
import { expect, test } from './fixtures';

// /tools lists every tool as a card, and each card opens the tool's own page, whose h1
// is the tool's name. Each page is prerendered: its HTML names the tool before any script runs.
// The list is the issue's, written out: the test checks the app against it, not against itself.
const TOOLS = [
  { slug: 'send-stx', name: 'Send STX' },
  { slug: 'send-token', name: 'Send tokens' },
  { slug: 'send-nft', name: 'Send an NFT' },
  { slug: 'send-bitcoin', name: 'Send bitcoin' },
  { slug: 'sign-message', name: 'Sign a message' },
  { slug: 'verify-message', name: 'Verify a message' },
  { slug: 'deploy-contract', name: 'Deploy a contract' },
  { slug: 'call-contract', name: 'Call a contract' },
  { slug: 'sign-psbt', name: 'Sign a PSBT' },
  { slug: 'wallet', name: 'Wallet' },
];

test('every card opens its tool, whose page is named by the tool', async ({ page }) => {
  test.slow(); // ten navigations: measured 6–9 s on a busy 2-core machine
  await page.goto('/tools');
  const cards = page.getByRole('list', { name: 'Tools' }).getByRole('listitem');
  await expect(cards).toHaveCount(TOOLS.length);
  for (const { slug, name } of TOOLS) {
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(`/tools/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.getByRole('link', { name: 'All tools' }).click();
    await expect(page).toHaveURL('/tools');
  }
});

test('each tool page is prerendered with its name as the h1', async ({ request }) => {
  for (const { slug, name } of TOOLS) {
    const response = await request.get(`/tools/${slug}`);
    expect(response.status(), slug).toBe(200);
    expect(await response.text(), slug).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
  }
});

axeTest('the tools list has no axe violations', async ({ page, scanEveryView }) => {
  await page.goto('/tools');
  await expect(page.getByRole('link', { name: 'Send STX', exact: true })).toBeVisible();
  await scanEveryView();
});
