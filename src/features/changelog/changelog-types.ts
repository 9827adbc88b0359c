// The changelog's data as the build hands it to the app (scripts/changelog/): markdown already
// turned into this small tree at build time, so the browser gets neither a markdown parser nor
// HTML to inject — React renders the tree (changelog-content.tsx) and escapes every text.

export type ChangelogInline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong' | 'em'; children: ChangelogInline[] }
  /** `href` is a path inside Satchel (`internal`) or an absolute http(s) URL (`external`);
   * any other target was dropped at build time and only its text kept. */
  | { type: 'link'; kind: 'internal' | 'external'; href: string; children: ChangelogInline[] }
  | { type: 'break' };

export type ChangelogBlock =
  | { type: 'paragraph'; children: ChangelogInline[] }
  /** The page's h1 is the entry's title: headings in the body start at h2. */
  | { type: 'heading'; level: 2 | 3; children: ChangelogInline[] }
  | { type: 'list'; ordered: boolean; items: ChangelogBlock[][] }
  | { type: 'code'; text: string }
  | { type: 'quote'; children: ChangelogBlock[] };

/** What the list and What's new show of an entry. */
export interface ChangelogSummary {
  /** From the file name `YYYY-MM-DD-slug.md`; the entry's page is `/changelog/:slug`. */
  slug: string;
  title: string;
  /** `YYYY-MM-DD`, the release day (UTC). */
  date: string;
  summary: string;
}

export interface ChangelogEntry extends ChangelogSummary {
  body: ChangelogBlock[];
}
