import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { changelogEntries } from 'virtual:satchel-changelog';
import { describe, expect, it } from 'vitest';
import { ChangelogEntryPage } from './changelog-entry-page';
import { ChangelogListPage } from './changelog-list-page';

describe('changelog pages', () => {
  it('lists every entry newest first, each with its date, summary and link', () => {
    render(
      <MemoryRouter>
        <ChangelogListPage />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('list', { name: 'Changelog entries' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(changelogEntries.length);
    const dates = changelogEntries.map((entry) => entry.date);
    expect(dates).toEqual(dates.toSorted().reverse());
    changelogEntries.forEach((entry, index) => {
      const item = items[index];
      if (!item) throw new Error(`no item ${index}`);
      expect(within(item).getByRole('link', { name: entry.title })).toHaveAttribute(
        'href',
        `/changelog/${entry.slug}`,
      );
      expect(item.querySelector('time')).toHaveAttribute('datetime', entry.date);
      expect(item).toHaveTextContent(entry.summary);
    });
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute(
      'href',
      '/changelog.xml',
    );
  });

  it('shows one entry with its body, and says so for an unknown slug', () => {
    const entry = changelogEntries.find((candidate) => candidate.slug === 'staking-on-pox-5');
    if (!entry) throw new Error('the staking entry is missing');
    const { unmount } = render(
      <MemoryRouter>
        <ChangelogEntryPage slug={entry.slug} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: entry.title })).toBeInTheDocument();
    expect(screen.getByText('23 November 2026')).toHaveAttribute('datetime', '2026-11-23');
    expect(screen.getByRole('link', { name: 'Your position' })).toHaveAttribute(
      'href',
      '/staking/position',
    );
    unmount();

    render(
      <MemoryRouter>
        <ChangelogEntryPage slug="no-such-entry" />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'No such changelog entry' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All changes' })).toHaveAttribute('href', '/changelog');
  });
});
