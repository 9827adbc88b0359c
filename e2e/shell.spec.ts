import { expect, test } from './fixtures';

test('every response carries the security headers', async ({ request }) => {
  for (const [path, status] of [
    ['/', 200],
    ['/staking', 200],
    ['/stacking/pool/fast-pool', 200],
    ['/favicon.svg', 200],
    ['/missing-page', 404],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const headers = response.headers();
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const connectSrc = /connect-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    // The e2e build is for the devnet (VITE_DEVNET_WALLET), so it may call the local node.
    expect(connectSrc).toEqual([
      "'self'",
      'https://api.hiro.so',
      'https://api.testnet.hiro.so',
      // The PoX-5 test network (decision 0008).
      'https://api.testnet-pox5.hiro.so',
      'https://api.leather.io',
      'https://api.stacking-tracker.com',
      // The portfolio's Bitcoin balances (src/config/esplora-chains.ts).
      'https://mempool.space',
      // Emily, the sBTC bridge's API (src/stacks/emily/emily-origin.ts).
      'https://sbtc-emily.com',
      'https://temp.sbtc-emily-dev.com',
      'http://localhost:3999',
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
  expect(missingAsset.headers()['cache-control']).not.toContain('immutable');
});

test('the router’s pages answer 200 and any other path 404 with the not-found page', async ({
  request,
}) => {
  for (const path of [
    '/staking',
    '/sbtc',
    '/tools',
    '/tools/send-stx',
    '/design-system',
    '/staking/pool/fast-pool',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  // Any contract id: the page checks it on chain.
  expect((await request.get('/staking/manager/SP000000000000000000002Q6VF78.x')).status()).toBe(
    200,
  );
  // The gallery is served, but not for search engines (docs/decisions/0012).
  expect((await request.get('/design-system')).headers()['x-robots-tag']).toBe('noindex');
  for (const path of [
    // Pools and changelog entries are known at build time: any other slug is no page.
    '/staking/pool/no-such-pool',
    '/changelog/no-such-entry',
    '/.well-known/security.txt',
    '/definitely/not/here',
    '/staking/nope',
    '/staking/pool/a/b',
    '/tools/x/y',
    '/tools/no-such-tool',
    '/old-page.html',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
    expect(await response.text(), path).toContain('Page not found');
  }
});

test('hashed assets are cached for a year, compressed at build time, source maps never served', async ({
  request,
}) => {
  const html = await (await request.get('/staking')).text();
  // The largest script the page loads (the entry itself is a few bytes that only import the
  // shell, too small to be worth compressing: docs/decisions/0009-first-load.md).
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  expect(scripts.length).toBeGreaterThan(1);
  const sizes = await Promise.all(
    scripts.map(async (path) => {
      const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
      return { path, size: (await plain.body()).length };
    }),
  );
  const scriptPath = sizes.reduce((a, b) => (b.size > a.size ? b : a)).path;
  const brotli = await request.get(scriptPath, { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers()['vary']).toBe('Accept-Encoding');
  const gzip = await request.get(scriptPath, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  // Hidden source maps: built, not referenced from the code, not served.
  expect(await brotli.text()).not.toContain('sourceMappingURL');
  const map = await request.get(`${scriptPath}.map`);
  expect(map.status()).toBe(404);
  expect(map.headers()['cache-control']).not.toContain('immutable');
});

test('a fresh load of an unknown pool or entry is a 404 whose page says so, no mismatch', async ({
  page,
}) => {
  // The server sends the not-found page; the router shows the address's own words over it
  // (the fixture fails the test on a hydration mismatch).
  for (const [path, heading] of [
    ['/staking/pool/no-such-pool', 'Pool not found'],
    ['/changelog/no-such-entry', 'No such changelog entry'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('pages carry a validator: a repeated visit gets 304 and no body', async ({ request }) => {
  const first = await request.get('/staking', { headers: { 'Accept-Encoding': 'br' } });
  const etag = first.headers()['etag'] ?? '';
  expect(etag).toMatch(/^"[^"]+"$/);
  const again = await request.get('/staking', {
    headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
  });
  expect(again.status()).toBe(304);
  expect((await again.body()).length).toBe(0);
  // An encoded slash reaches the root's file, without the long caching of /assets/.
  const index = await request.get('/assets/..%2findex.html');
  expect(index.headers()['cache-control']).toBe('no-cache');
});

test('the served HTML has no inline script', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

test('unknown paths get a helpful not-found page with a way back', async ({ page }) => {
  const response = await page.goto('/definitely/not/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // The prerendered page cannot know the path; it shows once the page has hydrated.
  await expect(page.getByText('/definitely/not/here')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Staking' }).click();
  await expect(page).toHaveURL(/\/staking$/);
});

// One page loaded at each width in turn (a fresh load each, as a visitor on that screen gets it).
test('the header fits every screen width from 320 to 1920 px', async ({ page }) => {
  for (const width of [320, 390, 768, 1280, 1920]) {
    await test.step(`${String(width)} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/staking');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Satchel' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Install' })).toBeInViewport({ ratio: 1 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${String(width)} px`).toBeLessThanOrEqual(0);
    });
  }
});

test('the header is keyboard reachable', async ({ page }) => {
  await page.goto('/staking');
  // The header's controls each load in a chunk of their own once the browser is idle: a Tab
  // before the wallet's is there skips it (a run on a loaded machine went from Theme to the
  // pools table).
  await expect(page.getByRole('button', { name: /^Network:/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Satchel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Staking', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'sBTC', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Portfolio' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Tools' })).toBeFocused();
  await page.keyboard.press('Tab');
  // What's new sits first among the actions.
  await expect(page.getByRole('button', { name: 'What’s new' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Network:/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Theme:/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Install' })).toBeFocused();
});

test('pages are prerendered: the staking hub and its FAQ are in the HTML before any script runs', async ({
  request,
}) => {
  const html = await (await request.get('/staking')).text();
  expect(html).toContain('<h1');
  expect(html).toContain('Staking pools');
  expect(html).toContain('Why are changes closed at the end of a cycle?');
  const root = await request.get('/?chain=testnet', { maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toBe('/staking?chain=testnet');
});

test('with JavaScript disabled a visitor still reads the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/staking');
  await expect(page.getByRole('heading', { name: 'Staking', level: 1 })).toBeVisible();
  await context.close();
});
