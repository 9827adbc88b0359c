import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { latestChangelogEntries } from 'virtual:satchel-changelog-latest';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { expectNoAxeViolations } from '@/test/axe';
import { WhatsNewButton } from './whats-new-button';

function renderButton() {
  return render(
    <MemoryRouter>
      <WhatsNewButton />
    </MemoryRouter>,
  );
}

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'What’s new' }));
  return screen.findByRole('dialog', { name: 'What’s new' });
}

const newBadges = (dialog: HTMLElement) => within(dialog).queryAllByText('New');

describe('WhatsNewButton', () => {
  beforeEach(() => localStorage.clear());

  it('shows the latest three entries only once opened, each linked, with the list linked', async () => {
    renderButton();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await open();
    expect(latestChangelogEntries).toHaveLength(3);
    const items = within(within(dialog).getByRole('list', { name: 'Latest changes' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    latestChangelogEntries.forEach((entry, index) => {
      const item = items[index];
      if (!item) throw new Error(`no item ${index}`);
      expect(within(item).getByRole('link', { name: entry.title })).toHaveAttribute(
        'href',
        `/changelog/${entry.slug}`,
      );
      expect(item).toHaveTextContent(entry.summary);
    });
    expect(within(dialog).getByRole('link', { name: 'All changes' })).toHaveAttribute(
      'href',
      '/changelog',
    );
    await expectNoAxeViolations(dialog);
  });

  it('marks unseen entries New, and not again once they were shown', async () => {
    const [newest, ...older] = latestChangelogEntries;
    localStorage.setItem(STORAGE_KEYS.changelogSeen, JSON.stringify(older.map((e) => e.slug)));
    renderButton();
    let dialog = await open();
    expect(newBadges(dialog)).toHaveLength(1);
    expect(dialog.querySelector('[data-state="unseen"]')).toHaveTextContent(newest?.title ?? '');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'What’s new' })).toHaveFocus();

    dialog = await open();
    expect(newBadges(dialog)).toHaveLength(0);
  });

  it('marks all three when the stored value is corrupt', async () => {
    localStorage.setItem(STORAGE_KEYS.changelogSeen, '{"not":"a list"');
    renderButton();
    expect(newBadges(await open())).toHaveLength(3);
  });
});
