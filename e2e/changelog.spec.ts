import { axeTest } from './axe';
import { expect, test } from './fixtures';
import { startHoldingProxy } from './local-servers';

// Release notes from changelog/*.md — the list, one page per entry, the RSS feed, and
// What's new in the header. The entries are the repository's own, newest first.
const NEWEST = { slug: 'todays-pools', title: 'Today’s staking pools, read as they run' };
const STAKING = { slug: 'staking-on-pox-5', title: 'Staking on PoX-5' };
const WHATS_NEW = 'What’s new';

test('the list is prerendered, newest first, and opens each entry', async ({ page, request }) => {
  const html = await (await request.get('/changelog')).text();
  expect(html).toMatch(/<h1[^>]*>Changelog<\/h1>/);
  expect(html).toContain(NEWEST.title);
  // Every page names the feed in its head, for feed readers.
  expect(html).toMatch(
    /<link\s+rel="alternate"\s+type="application\/rss\+xml"\s+title="Satchel changelog"\s+href="\/changelog\.xml"/,
  );

  await page.goto('/changelog');
  const items = page.getByRole('list', { name: 'Changelog entries' }).getByRole('listitem');
  await expect(items.first().getByRole('heading', { level: 2 })).toHaveText(NEWEST.title);
  const dates = await items
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThanOrEqual(5);
  expect(dates).toEqual(dates.toSorted().reverse());

  await page.getByRole('link', { name: STAKING.title }).click();
  await expect(page).toHaveURL(`/changelog/${STAKING.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STAKING.title);
  await page.getByRole('link', { name: 'Your position' }).click();
  await expect(page).toHaveURL('/staking/position');
});

test('each entry has its own prerendered page', async ({ request }) => {
  const response = await request.get(`/changelog/${STAKING.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${STAKING.title}</h1>`));
  expect(html).toContain('signer-manager');
});

test('/changelog.xml is an RSS 2.0 feed with one item per entry', async ({ page, request }) => {
  const response = await request.get('/changelog.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await response.text();
  await page.goto('/changelog');
  const entryCount = await page
    .getByRole('list', { name: 'Changelog entries' })
    .getByRole('listitem')
    .count();
  // The browser's own XML parser: a malformed feed gives a <parsererror> document.
  const feed = await page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'application/xml');
    const text = (parent: Element, tag: string) =>
      parent.getElementsByTagName(tag)[0]?.textContent ?? '';
    const channel = document.getElementsByTagName('channel')[0];
    return {
      errors: document.getElementsByTagName('parsererror').length,
      version: document.documentElement.getAttribute('version'),
      title: channel ? text(channel, 'title') : '',
      items: Array.from(document.getElementsByTagName('item'), (item) => ({
        title: text(item, 'title'),
        link: text(item, 'link'),
        guid: text(item, 'guid'),
        pubDate: text(item, 'pubDate'),
        description: text(item, 'description'),
      })),
    };
  }, xml);
  expect(feed.errors).toBe(0);
  expect(feed.version).toBe('2.0');
  expect(feed.title).toBe('Satchel changelog');
  expect(feed.items).toHaveLength(entryCount);
  expect(feed.items[0]).toMatchObject({
    title: NEWEST.title,
    pubDate: 'Sun, 29 Nov 2026 00:00:00 GMT',
  });
  for (const item of feed.items) {
    expect(item.link).toMatch(/^https?:\/\/[^/]+\/changelog\/[a-z0-9-]+$/);
    expect(item.guid).toBe(item.link);
    expect(item.description).not.toBe('');
  }
});

test("What's new loads only when opened, marks unseen entries, and works by keyboard", async ({
  page,
}) => {
  const dialogChunks: string[] = [];
  page.on('request', (request) => {
    if (/whats-new-dialog/.test(request.url())) dialogChunks.push(request.url());
  });
  await page.goto('/staking');
  const button = page.getByRole('button', { name: WHATS_NEW });
  await expect(button).toBeVisible();
  expect(dialogChunks).toEqual([]);

  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: WHATS_NEW });
  await expect(dialog).toBeVisible();
  expect(dialogChunks.length).toBeGreaterThan(0);
  const items = dialog.getByRole('list', { name: 'Latest changes' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(dialog.getByText('New', { exact: true })).toHaveCount(3);
  await expect(items.first().getByRole('link', { name: NEWEST.title })).toBeVisible();

  // Focus stays inside while tabbing, Escape closes and gives focus back to the button.
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // Seen now: the next opening marks nothing, and the list is one link away.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('New', { exact: true })).toHaveCount(0);
  await dialog.getByRole('link', { name: 'All changes' }).click();
  await expect(page).toHaveURL('/changelog');
  await expect(dialog).toBeHidden();
});

test('the footer links to the changelog', async ({ page }) => {
  await page.goto('/tools');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Changelog' }).click();
  await expect(page).toHaveURL('/changelog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changelog');
});

test("What's new pressed before the page hydrates still opens", async ({ page, baseURL }) => {
  // The page's route chunk is loaded just before hydration; held, the page stays painted but not
  // hydrated. Its request also shows the entry has started (and listens for clicks). A proxy of
  // our own holds it, so the browser loads everything else as usual.
  const proxy = await startHoldingProxy(baseURL ?? '', /\/assets\/changelog-route-[^/]+\.js$/);
  try {
    await page.goto(`${proxy.origin}/changelog`, { waitUntil: 'commit' });
    await proxy.heldRequest;
    await page.getByRole('button', { name: WHATS_NEW }).click();
    proxy.release();
    await expect(page.getByRole('dialog', { name: WHATS_NEW }).getByRole('listitem')).toHaveCount(
      3,
    );
  } finally {
    await proxy.close();
  }
});

axeTest(
  'the changelog list has no axe violations and nothing overflows',
  async ({ page, scanEveryView }) => {
    await page.goto('/changelog');
    await expect(page.getByRole('link', { name: NEWEST.title })).toBeVisible();
    await scanEveryView(async ({ width }) => {
      await expect(page.getByRole('button', { name: WHATS_NEW })).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  },
);

axeTest("an entry's page has no axe violations", async ({ page, scanEveryView }) => {
  await page.goto(`/changelog/${STAKING.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STAKING.title);
  await scanEveryView();
});

axeTest("What's new open has no axe violations", async ({ page, scanEveryView }) => {
  await page.goto('/changelog');
  await page.getByRole('button', { name: WHATS_NEW }).click();
  await scanEveryView(async () => {
    await expect(page.getByRole('dialog', { name: WHATS_NEW }).getByRole('listitem')).toHaveCount(
      3,
    );
  });
});
