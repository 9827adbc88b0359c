import type { Page } from '@playwright/test';
import { axeTest } from './axe';
import { expect, test } from './fixtures';

// The gallery is the largest page (every component, two highlighted sources, full-page
// screenshots): tests measured 14–34 s (axe scan excluded, see axe.ts) on a shared 2-core machine
// at load average ~17; slow() triples the 30 s.
test.slow();

/** Waits until everything on the gallery that loads on its own has settled. */
async function openGallery(page: Page) {
  await page.goto('/design-system');
  await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
  const code = page.locator('figure[data-highlight]');
  await expect(code).toHaveCount(2);
  for (const figure of await code.all()) {
    await expect(figure).toHaveAttribute('data-highlight', 'colored');
  }
  await expect(
    page.getByRole('alert').filter({ hasText: 'missing.clar: 404 Not Found' }),
  ).toBeVisible();
  await expect(page.getByText('File does not exist or is empty')).toBeVisible();
}

// One load per theme, then each width in place: the gallery's layout is CSS alone (e2e/axe.ts).
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('gallery looks right at 390 and 1280 px', async ({ page, pageProblems }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await openGallery(page);
      for (const width of [390, 1280]) {
        await test.step(`${String(width)} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          await expect(page).toHaveScreenshot(`gallery-${colorScheme}-${String(width)}.png`, {
            fullPage: true,
            // Font rasterising differs a little between runs; a real regression moves far more.
            maxDiffPixelRatio: 0.01,
          });
        });
      }
      expect(pageProblems).toEqual([]);
    });
  });
}

axeTest('gallery has no axe violations', async ({ page, scanEveryView }) => {
  await openGallery(page);
  await scanEveryView();
});

test('the manual theme override wins over the system setting and survives a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/design-system');
  const html = page.locator('html');
  await expect(html).not.toHaveAttribute('data-theme');
  const toggle = page.getByRole('banner').getByRole('button', { name: /^Theme:/ });
  await expect(toggle).toHaveAccessibleName('Theme: System');
  await toggle.click();
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Theme: Dark');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(18, 16, 14)');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('"dark"');
});

test('the dialog traps focus, closes on Escape and gives focus back', async ({ page }) => {
  await page.goto('/design-system');
  const opener = page.getByRole('button', { name: 'Open dialog' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Dialog title' });
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a 1 MB source shows text at once and colours from the worker', async ({
  page,
  pageProblems,
}) => {
  await page.goto('/design-system');
  await page.getByRole('button', { name: 'Show 1 MB source' }).click();
  const region = page.getByRole('region', { name: 'sample-1024kb.clar' });
  await expect(region).toContainText(';; Pool 0: members, rewards and a read-only view.');
  const figure = page.locator('figure', { has: region });
  await expect(figure).toHaveAttribute('data-windowed', 'true');
  await expect(figure).toHaveAttribute('data-highlight', 'colored', { timeout: 60_000 });
  // Scrolling far down renders that part, already coloured.
  await region.evaluate((node) => node.scrollTo(0, node.scrollHeight / 2));
  await expect(region.locator('span[style*="--code-light"]').first()).toBeVisible();
  expect(pageProblems).toEqual([]);
});

// The suite runs with reduced motion (playwright.config.ts); these prove what that setting changes.
for (const [reducedMotion, moves] of [
  ['no-preference', true],
  ['reduce', false],
] as const) {
  test.describe(`motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    test(`the menu ${moves ? 'slides in' : 'appears without moving'}`, async ({ page }) => {
      await page.goto('/design-system');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      // The style, not the running animation: the 160 ms slide may be over before it is read.
      const animationName = await menu.evaluate(
        (element) => getComputedStyle(element).animationName,
      );
      if (moves) expect(animationName).toMatch(/appear/);
      else expect(animationName).toBe('none');
    });
  });
}
