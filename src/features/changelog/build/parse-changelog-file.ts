// Build time only: one `changelog/YYYY-MM-DD-slug.md` file → a ChangelogEntry. A malformed entry
// stops the build with the file's name and what is wrong, never a half-empty page.
import { z } from 'zod';
import type { ChangelogEntry } from '../changelog-types.ts';
import { markdownToChangelogBlocks } from './markdown-to-changelog-blocks.ts';

export class ChangelogEntryError extends Error {
  override readonly name = 'ChangelogEntryError';
}

const FILE_NAME = /^(\d{4}-\d{2}-\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A real calendar day: `2026-02-30` is refused, not rolled over to March. */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day written YYYY-MM-DD')
  .refine((day) => {
    const time = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(time.getTime()) && time.toISOString().startsWith(day);
  }, 'is not a real day');

const FIELDS = ['title', 'date', 'summary'] as const;

const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
  date: isoDay,
  summary: z.string().trim().min(1, 'must not be empty').max(300, 'must be at most 300 characters'),
});

export function parseChangelogFile(fileName: string, source: string): ChangelogEntry {
  const fail = (problem: string): never => {
    throw new ChangelogEntryError(`changelog/${fileName}: ${problem}`);
  };
  const name =
    FILE_NAME.exec(fileName) ?? fail('the file name must be YYYY-MM-DD-slug.md (lowercase slug)');
  const [, fileDate = '', slug = ''] = name;
  const block =
    FRONT_MATTER.exec(source) ?? fail('it must start with front matter between --- lines');
  const fields = readFields(block[1] ?? '', fail);
  const missing = FIELDS.filter((field) => !(field in fields));
  if (missing.length > 0) fail(`front matter lacks ${missing.join(', ')}`);
  const parsed = frontMatterSchema.safeParse(fields);
  if (!parsed.success) {
    fail(
      parsed.error.issues
        .map((issue) =>
          issue.code === 'unrecognized_keys'
            ? `unknown field ${issue.keys.join(', ')}`
            : `${issue.path.join('.')} ${issue.message}`,
        )
        .join('; '),
    );
  }
  const { title, date, summary } = parsed.data ?? fail('unreadable front matter');
  if (date !== fileDate) fail(`date ${date} differs from the file name's ${fileDate}`);
  const body = source.slice(block[0].length);
  if (!body.trim()) fail('the entry has no text after its front matter');
  return { slug, title, date, summary, body: markdownToChangelogBlocks(body) };
}

/** `key: value` lines; a value may be wrapped in double quotes (for a leading `#` or `:`). */
function readFields(text: string, fail: (problem: string) => never): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const field =
      /^([a-z]+):\s*(.*)$/.exec(line) ?? fail(`cannot read the front matter line "${line}"`);
    const [, key = '', raw = ''] = field;
    if (key in fields) fail(`field ${key} is given twice`);
    fields[key] = /^".*"$/.test(raw) ? raw.slice(1, -1) : raw;
  }
  return fields;
}

/** Newest first; one slug, one entry. */
export function sortChangelogEntries(entries: readonly ChangelogEntry[]): ChangelogEntry[] {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.slug)) {
      throw new ChangelogEntryError(`changelog: two entries have the slug ${entry.slug}`);
    }
    seen.add(entry.slug);
  }
  return [...entries].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
