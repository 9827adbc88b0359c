// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildChangelogFeed } from './build-changelog-feed';

const ENTRIES = [
  { slug: 'newer', title: 'Tools & <more>', date: '2026-11-28', summary: 'Sign "things" & more.' },
  { slug: 'older', title: 'Staking', date: '2026-11-23', summary: 'Stake.' },
];
// RFC 822 as RSS 2.0 profiles it: `Sat, 28 Nov 2026 00:00:00 GMT`.
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** The platform's XML parser (DOMParser), strict: malformed XML gives a parsererror document. */
function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const text = (parent: Element | Document, tag: string) =>
  parent.getElementsByTagName(tag)[0]?.textContent;

describe('buildChangelogFeed', () => {
  it('is well-formed RSS 2.0 with the channel and one item per entry, newest first', () => {
    const feed = parseXml(buildChangelogFeed(ENTRIES, 'https://satchel.example/some/path'));
    const rss = feed.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = rss.getElementsByTagName('channel')[0];
    if (!channel) throw new Error('no channel');
    expect(text(channel, 'title')).toBe('Satchel changelog');
    expect(text(channel, 'link')).toBe('https://satchel.example/changelog');
    expect(text(channel, 'description')).toBeTruthy();
    expect(text(channel, 'lastBuildDate')).toBe('Sat, 28 Nov 2026 00:00:00 GMT');

    const items = [...channel.getElementsByTagName('item')];
    expect(
      items.map((item) => ({
        title: text(item, 'title'),
        link: text(item, 'link'),
        guid: text(item, 'guid'),
        pubDate: text(item, 'pubDate'),
        description: text(item, 'description'),
      })),
    ).toEqual([
      {
        title: 'Tools & <more>',
        link: 'https://satchel.example/changelog/newer',
        guid: 'https://satchel.example/changelog/newer',
        pubDate: 'Sat, 28 Nov 2026 00:00:00 GMT',
        description: 'Sign "things" & more.',
      },
      {
        title: 'Staking',
        link: 'https://satchel.example/changelog/older',
        guid: 'https://satchel.example/changelog/older',
        pubDate: 'Mon, 23 Nov 2026 00:00:00 GMT',
        description: 'Stake.',
      },
    ]);
    for (const item of items) {
      expect(text(item, 'pubDate')).toMatch(RFC_822);
      expect(item.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink')).toBe('true');
    }
  });

  it('names its own address (atom:link rel=self)', () => {
    const feed = parseXml(buildChangelogFeed(ENTRIES, 'https://satchel.example'));
    const self = feed.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self?.getAttribute('href')).toBe('https://satchel.example/changelog.xml');
    expect(self?.getAttribute('rel')).toBe('self');
  });
});
