import { expect, installStandInWallet, test } from './fixtures';
import { startSegmentCollector, type SegmentEvent } from './segment-collector';

// Real @segment/analytics-next in the page, delivering to a real local collector.
test.use({ realSegmentCollector: true });

// Issue 11: what a link can put in the URL (an explorer's link back, `?api=` naming someone's
// node) must not reach Segment, which reads the full URL into every event unless told otherwise.
const ADDRESS = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';
const TXID = `0x${'ab'.repeat(32)}`;

test('events reach Segment in batches of 10, each carrying platform=web', async ({ page }) => {
  const collector = await startSegmentCollector();
  try {
    await installStandInWallet(page, {
      answers: { getAddresses: { error: { code: 4001, message: 'User rejected' } } },
    });
    await page.goto(`/staking?from=${ADDRESS}#tx=${TXID}`); // 1 page event
    const connect = page.getByRole('button', { name: 'Connect' });
    // 10 more events: each rejected connect tracks sign_in_clicked.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await connect.click();
      await expect.poll(() => page.evaluate(() => window.__walletCalls?.length)).toBe(attempt);
      await expect(connect).toBeEnabled();
    }

    // The first 10 go at once as one full batch; the 11th follows on the 5 s timeout.
    await expect.poll(() => collector.batches.length, { timeout: 4_000 }).toBeGreaterThanOrEqual(1);
    expect(collector.batches[0]?.batch).toHaveLength(10);
    await expect.poll(() => collector.batches.length, { timeout: 15_000 }).toBe(2);

    const events: SegmentEvent[] = collector.batches.flatMap((batch) => batch.batch);
    expect(events).toHaveLength(11);
    expect(collector.batches.every((batch) => batch.batch.length <= 10)).toBe(true);
    expect(events.every((event) => event.properties?.platform === 'web')).toBe(true);
    expect(events.filter((event) => event.type === 'page')).toHaveLength(1);
    const tracked = events.filter((event) => event.type === 'track');
    expect(tracked).toHaveLength(10);
    expect(tracked[0]?.event).toBe('sign_in_clicked');
    expect(tracked[0]?.properties).toMatchObject({
      status: 'error',
      reason: 'user_rejected',
      platform: 'web',
    });
    expect(collector.batches[0]?.writeKey).toBe('e2e-write-key');

    // The page as every event describes it: the path, no query string, no fragment.
    const origin = new URL(page.url()).origin;
    const privatePage = { path: '/staking', url: `${origin}/staking`, search: '' };
    expect(events.find((event) => event.type === 'page')?.properties).toMatchObject(privatePage);
    for (const event of events) expect(event.context?.page).toMatchObject(privatePage);
    const everythingSent = JSON.stringify(collector.batches);
    expect(everythingSent).not.toContain(ADDRESS);
    expect(everythingSent).not.toContain(TXID.slice(2));
  } finally {
    await collector.close();
  }
});
