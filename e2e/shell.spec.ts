import { expect, test } from './fixtures';

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/', '/stacking', '/favicon.svg', '/missing-page']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const connectSrc = /connect-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(connectSrc).toEqual([
      "'self'",
      'https://api.hiro.so',
      'https://api.testnet.hiro.so',
      'http://localhost:3999',
      'https://api.leather.io',
      'https://api.stacking-tracker.com',
      // .env.e2e: the fake custom Stacks API host of e2e/networks.spec.ts.
      'https://stacks-node.satchel.test',
      'http://127.0.0.1:4319',
    ]);
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
  const missingAsset = await request.get('/assets/nope.js');
  expect(missingAsset.status()).toBe(404);
  expect(missingAsset.headers()['content-security-policy']).toBeTruthy();
});

test('the served HTML has no inline script', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

test('unknown paths get a helpful not-found page with a way back', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Stacking' }).click();
  await expect(page).toHaveURL(/\/stacking$/);
});

for (const width of [320, 390, 768, 1280, 1920]) {
  test(`the header fits a ${width} px wide screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/stacking');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Satchel' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Install' })).toBeInViewport({ ratio: 1 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the header is keyboard reachable', async ({ page }) => {
  await page.goto('/stacking');
  // The network control loads just after hydration.
  await expect(page.getByRole('button', { name: /^Network:/ })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Satchel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Stacking', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Tools' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Network:/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Theme:/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Install' })).toBeFocused();
});

test('pages are prerendered: the stacking explainer is in the HTML before any script runs', async ({
  request,
}) => {
  const html = await (await request.get('/stacking')).text();
  expect(html).toContain('<h1');
  expect(html).toContain('How pooled stacking works');
  const root = await request.get('/?chain=testnet', { maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toBe('/stacking?chain=testnet');
});

test('with JavaScript disabled a visitor still reads the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/stacking');
  await expect(page.getByRole('heading', { name: 'Stacking', level: 1 })).toBeVisible();
  await context.close();
});
