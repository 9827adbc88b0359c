import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import type { ActivityEntry } from './activity-entry';
import { ActivityList } from './activity-list';
import { testNetwork } from '@/test/networks';

const mainnet = testNetwork('mainnet');

const pending: ActivityEntry = {
  txid: `0x${'11'.repeat(32)}`,
  status: 'pending',
  kind: 'send',
  words: 'Sent 12.5 STX to ST2C…RK9AG',
  amounts: [{ direction: 'out', baseUnits: 12_500_000n, decimals: 6, unit: 'STX' }],
  feeMicroStx: 180n,
  time: undefined,
};
const claimed: ActivityEntry = {
  txid: `0x${'22'.repeat(32)}`,
  status: 'confirmed',
  kind: 'claim-rewards',
  words: 'Claimed 0.0004 sBTC',
  amounts: [{ direction: 'in', baseUnits: 40_000n, decimals: 8, unit: 'sBTC' }],
  feeMicroStx: 3_000n,
  time: new Date('2025-03-04T05:06:07Z'),
};
const failed: ActivityEntry = {
  txid: `0x${'33'.repeat(32)}`,
  status: 'failed',
  failureReason: 'Rejected by pox-5: staking changes are closed in the prepare phase',
  kind: 'stake',
  words: 'Staked 100 STX with Fast Pool',
  amounts: [],
  feeMicroStx: 2_000n,
  time: new Date('2025-03-03T00:00:00Z'),
};

function renderList(overrides: Partial<Parameters<typeof ActivityList>[0]> = {}) {
  const onLoadMore = vi.fn();
  render(
    <ActivityList
      entries={[pending, claimed, failed]}
      network={mainnet}
      hasMore={false}
      loadingMore={false}
      loadMoreFailed={false}
      onLoadMore={onLoadMore}
      total={2}
      {...overrides}
    />,
  );
  return { onLoadMore };
}

describe('ActivityList', () => {
  it('shows each entry in order: status, words, amounts with units, fee, time, explorer link', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Transactions' });
    const entries = [...list.querySelectorAll<HTMLElement>(':scope > li')];
    expect(entries.map((row) => row.dataset.status)).toEqual(['pending', 'confirmed', 'failed']);

    const [first, second, third] = entries as [HTMLElement, HTMLElement, HTMLElement];
    // The status is said once, as text (the icon is decorative).
    expect(within(first).queryByRole('img')).not.toBeInTheDocument();
    expect(within(first).getAllByText('Pending')).toHaveLength(1);
    expect(first).toHaveTextContent('Sent 12.5 STX to ST2C…RK9AG');
    expect(first).toHaveTextContent('−12.5 STX');
    expect(first).toHaveTextContent('Fee 0.00018 STX');
    expect(first).toHaveTextContent('Waiting to be mined');

    expect(within(second).getAllByText('Confirmed')).toHaveLength(1);
    expect(second).toHaveTextContent('+0.0004 sBTC');
    expect(within(second).getByText(/2025/)).toHaveAttribute(
      'datetime',
      '2025-03-04T05:06:07.000Z',
    );
    const link = within(second).getByRole('link', { name: /0x222222…222222/ });
    expect(link).toHaveAttribute(
      'href',
      expect.stringContaining(`/txid/${claimed.txid}?chain=mainnet`),
    );

    const reason = 'Failed: Rejected by pox-5: staking changes are closed in the prepare phase';
    expect(within(third).queryByRole('img')).not.toBeInTheDocument();
    expect(within(third).getByText(reason)).toBeVisible();
  });

  it('writes "Time unknown" rather than failing on a time no Date can hold', () => {
    renderList({ entries: [{ ...claimed, time: new Date(Number.NaN) }] });
    expect(screen.getByText('Time unknown')).toBeInTheDocument();
  });

  it('loads more on the button (the keyboard path) and says when all are shown', async () => {
    const { onLoadMore } = renderList({ hasMore: true });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('stops loading on scroll after a failed load, leaving the button', () => {
    // An observer that reports the sentinel on screen as soon as it watches it, as a browser does
    // when the list's end is in view.
    class OnScreen {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', OnScreen);
    try {
      const { onLoadMore } = renderList({ hasMore: true, loadMoreFailed: true });
      expect(onLoadMore).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
      cleanup();
      const working = renderList({ hasMore: true });
      expect(working.onLoadMore).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers more when the first page had nothing readable', () => {
    renderList({ entries: [], hasMore: true });
    expect(screen.queryByText('No transactions yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('says when everything is loaded, and when there is nothing at all', () => {
    renderList();
    expect(screen.getByText('All 2 mined transactions are shown.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when the account has no transactions', () => {
    renderList({ entries: [] });
    expect(screen.getByText('No transactions yet.')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderList({ hasMore: true });
    await expectNoAxeViolations();
  });
});
