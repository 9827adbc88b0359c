import { expect, test } from './fixtures';

// Every amount field refuses a decimal comma with the same words, once the person
// leaves the field — here as a visitor (no wallet connected), on mainnet, in a real browser.

const COMMA_MESSAGE = 'Use a point (.) for decimals; commas only group thousands, as in 1,000.5';

// The Stake form reads pox-5 and the pool's manager before it shows, so it runs in mock mode
// (the staking fixtures); Send STX needs nothing from the chain to show its field.
for (const { form, path, mockMode } of [
  { form: 'Send STX', path: '/tools/send-stx', mockMode: false },
  { form: 'Stake', path: '/staking/pool/fast-pool', mockMode: true },
]) {
  test(`${form} refuses "1,5" on leaving the field, for a visitor`, async ({ page }) => {
    if (mockMode) {
      // Mock mode boots a service worker before the page reads its mocked calls: measured up to
      // 11.9 s per page on the busy 2-core machine (staking-pages-mock.spec.ts); slow() triples
      // the 30 s.
      test.slow();
      await page.addInitScript(() => {
        localStorage.setItem('mockMode', 'true');
        localStorage.setItem('mockScenario', JSON.stringify('empty'));
      });
    }
    await page.goto(path);
    const amount = page.getByLabel('Amount (STX)');
    await amount.fill('1,5');
    await expect(amount).not.toHaveAttribute('aria-invalid');
    await amount.press('Tab');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(COMMA_MESSAGE);
  });
}
