import { changelogEntries } from 'virtual:satchel-changelog';

/** Every entry's slug, for the build to prerender each page (scripts/build.mjs). */
export const CHANGELOG_SLUGS: readonly string[] = changelogEntries.map((entry) => entry.slug);
