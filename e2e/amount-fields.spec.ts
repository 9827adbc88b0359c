import { expect, test } from './fixtures';

// Issue 11: every amount field refuses a decimal comma with the same words, once the person
// leaves the field — here as a visitor (no wallet connected), on mainnet, in a real browser.

const COMMA_MESSAGE = 'Use a point (.) for decimals; commas only group thousands, as in 1,000.5';

// The pox-4 pool and liquid deposit forms are gone (issue 12); the staking form joins this list
// with its page.
for (const { form, path } of [{ form: 'Send STX', path: '/tools' }]) {
  test(`${form} refuses "1,5" on leaving the field, for a visitor`, async ({ page }) => {
    await page.goto(path);
    const amount = page.getByLabel('Amount (STX)');
    await amount.fill('1,5');
    await expect(amount).not.toHaveAttribute('aria-invalid');
    await amount.press('Tab');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(COMMA_MESSAGE);
  });
}
