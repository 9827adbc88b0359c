// Build time only: the changelog as an RSS 2.0 feed (`/changelog.xml`). Links must be
// absolute in RSS, so the build is told the site's public origin (SATCHEL_SITE_URL).
import type { ChangelogSummary } from '../changelog-types.ts';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** RFC 822 as RSS 2.0 asks (`Mon, 23 Nov 2026 00:00:00 GMT`); entries carry a day only. */
function rfc822(day: string): string {
  return new Date(`${day}T00:00:00Z`).toUTCString();
}

export function buildChangelogFeed(
  entries: readonly ChangelogSummary[],
  siteUrl: string,
  builtAt: Date = new Date(),
): string {
  const origin = new URL(siteUrl).origin;
  const pageUrl = (path: string) => escapeXml(new URL(path, origin).href);
  const newest = entries[0];
  const items = entries.map(
    (entry) => `    <item>
      <title>${escapeXml(entry.title)}</title>
      <link>${pageUrl(`/changelog/${encodeURIComponent(entry.slug)}`)}</link>
      <guid isPermaLink="true">${pageUrl(`/changelog/${encodeURIComponent(entry.slug)}`)}</guid>
      <pubDate>${rfc822(entry.date)}</pubDate>
      <description>${escapeXml(entry.summary)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Satchel changelog</title>
    <link>${pageUrl('/changelog')}</link>
    <description>What changed in Satchel, newest first.</description>
    <language>en</language>
    <atom:link href="${pageUrl('/changelog.xml')}" rel="self" type="application/rss+xml"/>
    <lastBuildDate>${newest ? rfc822(newest.date) : builtAt.toUTCString()}</lastBuildDate>
${items.join('\n')}
  </channel>
</rss>
`;
}
