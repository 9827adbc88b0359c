import { describe, expect, it } from 'vitest';
import {
  ChangelogEntryError,
  parseChangelogFile,
  sortChangelogEntries,
} from './parse-changelog-file';

const entry = (frontMatter: string, body = 'Text.\n') => `---\n${frontMatter}\n---\n\n${body}`;
const GOOD = 'title: Staking on PoX-5\ndate: 2026-11-23\nsummary: Stake with a pool.';

describe('parseChangelogFile', () => {
  it('reads the slug from the file name and the fields from the front matter', () => {
    const parsed = parseChangelogFile(
      '2026-11-23-staking-on-pox-5.md',
      entry(GOOD, 'Hello **you**.'),
    );
    expect(parsed).toEqual({
      slug: 'staking-on-pox-5',
      title: 'Staking on PoX-5',
      date: '2026-11-23',
      summary: 'Stake with a pool.',
      body: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Hello ' },
            { type: 'strong', children: [{ type: 'text', text: 'you' }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    });
  });

  it('accepts a quoted value, for a title holding a colon', () => {
    const parsed = parseChangelogFile(
      '2026-11-23-a.md',
      entry('title: "Tools: send"\ndate: 2026-11-23\nsummary: S'),
    );
    expect(parsed.title).toBe('Tools: send');
  });

  it.each([
    ['2026-11-23 staking.md', GOOD, 'the file name must be YYYY-MM-DD-slug.md'],
    ['2026-11-23-Staking.md', GOOD, 'the file name must be YYYY-MM-DD-slug.md'],
    ['notes.txt', GOOD, 'the file name must be YYYY-MM-DD-slug.md'],
    ['2026-11-23-a.md', 'date: 2026-11-23\nsummary: S', 'front matter lacks title'],
    ['2026-11-23-a.md', 'title: T\ndate: 2026-11-23', 'front matter lacks summary'],
    ['2026-11-23-a.md', 'title: \ndate: 2026-11-23\nsummary: S', 'title must not be empty'],
    [
      '2026-11-23-a.md',
      'title: T\ndate: 23/11/2026\nsummary: S',
      'date must be a day written YYYY-MM-DD',
    ],
    ['2026-02-30-a.md', 'title: T\ndate: 2026-02-30\nsummary: S', 'date is not a real day'],
    [
      '2026-11-23-a.md',
      'title: T\ndate: 2026-11-24\nsummary: S',
      "differs from the file name's 2026-11-23",
    ],
    ['2026-11-23-a.md', `${GOOD}\nauthor: me`, 'unknown field author'],
    ['2026-11-23-a.md', `${GOOD}\ntitle: Again`, 'field title is given twice'],
    ['2026-11-23-a.md', `${GOOD}\nnot a field`, 'cannot read the front matter line "not a field"'],
  ])('refuses %s with %j, saying what is wrong', (file, frontMatter, problem) => {
    const parse = () => parseChangelogFile(file, entry(frontMatter));
    expect(parse).toThrow(ChangelogEntryError);
    expect(parse).toThrow(`changelog/${file}: `);
    expect(parse).toThrow(problem);
  });

  it('refuses an entry without front matter or without text', () => {
    expect(() => parseChangelogFile('2026-11-23-a.md', 'Just text.')).toThrow(
      'changelog/2026-11-23-a.md: it must start with front matter between --- lines',
    );
    expect(() => parseChangelogFile('2026-11-23-a.md', entry(GOOD, '\n  \n'))).toThrow(
      'the entry has no text after its front matter',
    );
  });
});

describe('sortChangelogEntries', () => {
  const make = (file: string) =>
    parseChangelogFile(file, entry(`title: T\ndate: ${file.slice(0, 10)}\nsummary: S`));

  it('puts the newest first', () => {
    const sorted = sortChangelogEntries([
      make('2026-01-02-b.md'),
      make('2026-03-01-c.md'),
      make('2026-01-01-a.md'),
    ]);
    expect(sorted.map((e) => e.slug)).toEqual(['c', 'b', 'a']);
  });

  it('refuses two entries with one slug (one page each)', () => {
    expect(() => sortChangelogEntries([make('2026-01-01-a.md'), make('2026-02-01-a.md')])).toThrow(
      'two entries have the slug a',
    );
  });
});
