// Written by the build (scripts/changelog/changelog-plugin.ts) from `changelog/*.md`.
declare module 'virtual:satchel-changelog' {
  /** Newest first. */
  export const changelogEntries: readonly import('@/features/changelog/changelog-types').ChangelogEntry[];
}

declare module 'virtual:satchel-changelog-latest' {
  /** The newest three, newest first. */
  export const latestChangelogEntries: readonly import('@/features/changelog/changelog-types').ChangelogSummary[];
}
