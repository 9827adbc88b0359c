import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stackingTrackerPools } from '@/mocks/fixtures/stacking-tracker';
import { MALFORMED_JSON_BODY } from '@/mocks/handlers/scenario-failure';
import { LISTED_POOLS } from '@/stacks/stacking/stacking-protocols';
import { STACKING_TRACKER_API_URL } from '@/stacks/stacking-tracker/stacking-tracker-api';
import { expectNoAxeViolations } from '@/test/axe';
import { renderHub, rowCells } from './hub-test-utils';
import { PooledStackingTable } from './pooled-stacking-table';

const POOLS_URL = `${STACKING_TRACKER_API_URL}/pools`;
const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The query loads its fetcher on demand; compiled once here so the waits measure the table.
  await import('@/stacks/stacking-tracker/stacking-tracker-pools');
  await import('./live-stacking-tables');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const UNAVAILABLE = /Live figures are unavailable right now/;

/** [rewards, TVL, minimum, yield, fee] as text; a dash reads "—Not available". */
function figures(name: string) {
  return rowCells(name).map((cell) => cell.textContent);
}

describe('PooledStackingTable', () => {
  it('is a captioned table with a row per listed pool, each linking to its page', () => {
    server.use(http.get(POOLS_URL, () => HttpResponse.json(stackingTrackerPools)));
    renderHub(<PooledStackingTable />);
    const table = screen.getByRole('table', { name: 'Stacking pools' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Provider', 'Rewards in', 'TVL', 'Minimum', 'Historical yield', 'Fee']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(LISTED_POOLS.length);
    for (const pool of LISTED_POOLS) {
      expect(screen.getByRole('link', { name: pool.name })).toHaveAttribute(
        'href',
        `/stacking/pool/${pool.slug}`,
      );
    }
    expect(screen.getByRole('region', { name: 'Stacking pools' })).toHaveAttribute('tabindex', '0');
  });

  it('shows a shimmer for each live figure while loading, the known facts at once', () => {
    server.use(
      http.get(POOLS_URL, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderHub(<PooledStackingTable />);
    expect(screen.getByText('Loading Fast Pool yield')).toBeInTheDocument();
    expect(screen.getByText('Loading PlanBetter TVL')).toBeInTheDocument();
    expect(screen.getByText('Loading Restake fee')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    const [rewards, , minimum] = rowCells('PlanBetter');
    expect(rewards).toHaveTextContent('BTC');
    expect(minimum).toHaveTextContent('200 STX');
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('shows the source’s figures: TVL compact, percentages with one decimal', async () => {
    server.use(http.get(POOLS_URL, () => HttpResponse.json(stackingTrackerPools)));
    renderHub(<PooledStackingTable />);
    expect(await screen.findByText('41.3M STX')).toBeInTheDocument();
    expect(figures('Fast Pool')).toEqual(['STX', '41.3M STX', '40 STX', '9.1%', '4.7%']);
    expect(figures('Fast Pool v2')).toEqual(['STX', '12.9M STX', '40 STX', '9.0%', '5.0%']);
    // Both reached through pox4-pools: each has its own operator's figures.
    expect(figures('PlanBetter')).toEqual(['BTC', '8.4M STX', '200 STX', '9.5%', '5.0%']);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('shows dashes, not numbers, where the source has no figure or no entry', async () => {
    server.use(http.get(POOLS_URL, () => HttpResponse.json(stackingTrackerPools)));
    renderHub(<PooledStackingTable />);
    await screen.findByText('41.3M STX');
    const dash = '—Not available';
    expect(figures('Xverse')).toEqual(['BTC', dash, '100 STX', dash, dash]);
    expect(figures('Stacking DAO')).toEqual(['STX', dash, '50 STX', dash, dash]);
  });

  it.each([
    ['an error', () => HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 })],
    [
      'a malformed answer',
      () =>
        new HttpResponse(MALFORMED_JSON_BODY, { headers: { 'content-type': 'application/json' } }),
    ],
    ['an unexpected shape', () => HttpResponse.json([{ name: 'Fast Pool', apy: '9 %' }])],
    ['no connection', () => HttpResponse.error()],
  ])('on %s: dashes everywhere, the note, and the table still there', async (_case, answer) => {
    server.use(http.get(POOLS_URL, answer));
    renderHub(<PooledStackingTable />);
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    const dash = '—Not available';
    for (const pool of LISTED_POOLS) {
      const [, tvl, minimum, yieldCell, fee] = figures(pool.name);
      expect([tvl, yieldCell, fee]).toEqual([dash, dash, dash]);
      expect(minimum).toMatch(/\d STX$/);
    }
  });

  it('has no axe violations loaded or failed', async () => {
    server.use(http.get(POOLS_URL, () => HttpResponse.json(stackingTrackerPools)));
    const { unmount } = renderHub(<PooledStackingTable />);
    await screen.findByText('41.3M STX');
    await expectNoAxeViolations();
    unmount();
    server.use(http.get(POOLS_URL, () => HttpResponse.json({}, { status: 500 })));
    renderHub(<PooledStackingTable />);
    await screen.findByText(UNAVAILABLE);
    await expectNoAxeViolations();
  });
});
