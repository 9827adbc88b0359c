// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { markChangelogSeen, readSeenChangelogSlugs } from './changelog-seen';

const KEY = STORAGE_KEYS.changelogSeen;

describe('changelog seen', () => {
  beforeEach(() => localStorage.clear());

  it('remembers what was shown, newest first, under satchel:changelog-seen', () => {
    markChangelogSeen(['b', 'a']);
    markChangelogSeen(['c', 'b']);
    expect(KEY).toBe('satchel:changelog-seen');
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual(['c', 'b', 'a']);
    expect([...readSeenChangelogSlugs()]).toEqual(['c', 'b', 'a']);
  });

  it('keeps at most 50, dropping the oldest', () => {
    markChangelogSeen(Array.from({ length: 50 }, (_, index) => `old-${index}`));
    markChangelogSeen(['new']);
    const seen = [...readSeenChangelogSlugs()];
    expect(seen).toHaveLength(50);
    expect(seen[0]).toBe('new');
    expect(seen).not.toContain('old-49');
  });

  it.each([
    ['not JSON', '{'],
    ['an object', '{"slugs":["a"]}'],
    ['a list of numbers', '[1,2]'],
    ['an empty slug', '[""]'],
    ['too many', JSON.stringify(Array.from({ length: 51 }, (_, index) => `s${index}`))],
    ['oversized', JSON.stringify(['x'.repeat(70_000)])],
  ])('reads %s as nothing seen, without throwing', (_, stored) => {
    localStorage.setItem(KEY, stored);
    expect(readSeenChangelogSlugs().size).toBe(0);
    markChangelogSeen(['a']);
    expect([...readSeenChangelogSlugs()]).toEqual(['a']);
  });
});
