import { z } from 'zod/mini';
import { STORAGE_KEYS } from '@/config/constants';
import { readStoredValue, writeStoredValue } from '@/lib/validated-storage';

/** Enough to remember every entry What's new has shown for years; older slugs fall off. */
const MAX_REMEMBERED = 50;

const seenSchema = z
  .array(z.string().check(z.minLength(1), z.maxLength(120)))
  .check(z.maxLength(MAX_REMEMBERED));

/** The slugs of the entries already shown; anything stored that is not such a list is none. */
export function readSeenChangelogSlugs(): ReadonlySet<string> {
  return new Set(readStoredValue(STORAGE_KEYS.changelogSeen, seenSchema, []));
}

/** Remembers `slugs` as shown, newest first, keeping earlier ones up to the cap. */
export function markChangelogSeen(slugs: readonly string[]): void {
  const earlier = [...readSeenChangelogSlugs()].filter((slug) => !slugs.includes(slug));
  writeStoredValue(STORAGE_KEYS.changelogSeen, [...slugs, ...earlier].slice(0, MAX_REMEMBERED));
}
