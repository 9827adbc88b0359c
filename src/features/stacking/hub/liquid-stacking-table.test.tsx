import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stackingTrackerTokens } from '@/mocks/fixtures/stacking-tracker';
import { STACKING_TRACKER_API_URL } from '@/stacks/stacking-tracker/stacking-tracker-api';
import { expectNoAxeViolations } from '@/test/axe';
import { renderHub, rowCells } from './hub-test-utils';
import { LiquidStackingTable } from './liquid-stacking-table';

const TOKENS_URL = `${STACKING_TRACKER_API_URL}/tokens`;
const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The query loads its fetcher on demand; compiled once here so the waits measure the table.
  await import('@/stacks/stacking-tracker/stacking-tracker-tokens');
  await import('./live-stacking-tables');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const UNAVAILABLE = /Live figures are unavailable right now/;
const DASH = '—Not available';

/** [token, TVL, yield, fee, minimum] as text. */
function figures(name: string) {
  return rowCells(name).map((cell) => cell.textContent);
}

describe('LiquidStackingTable', () => {
  it('lists Stacking DAO and LISA with their tokens, linking to their pages', () => {
    server.use(http.get(TOKENS_URL, () => HttpResponse.json(stackingTrackerTokens)));
    renderHub(<LiquidStackingTable />);
    const table = screen.getByRole('table', { name: 'Liquid stacking protocols' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Protocol', 'Token', 'TVL', 'Yield', 'Fee', 'Minimum']);
    expect(screen.getByRole('link', { name: 'Stacking DAO' })).toHaveAttribute(
      'href',
      '/stacking/liquid/stacking-dao',
    );
    expect(screen.getByRole('link', { name: 'LISA' })).toHaveAttribute(
      'href',
      '/stacking/liquid/lisa',
    );
  });

  it('shows shimmers while loading, the token and the 1 STX minimum at once', () => {
    server.use(
      http.get(TOKENS_URL, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderHub(<LiquidStackingTable />);
    expect(screen.getByText('Loading LISA yield')).toBeInTheDocument();
    const [token, , , , minimum] = rowCells('Stacking DAO');
    expect(token).toHaveTextContent('stSTX');
    expect(minimum).toHaveTextContent('1 STX');
  });

  it('shows each protocol the figures of its own token', async () => {
    server.use(http.get(TOKENS_URL, () => HttpResponse.json(stackingTrackerTokens)));
    renderHub(<LiquidStackingTable />);
    await screen.findByText('62.7M STX');
    expect(figures('Stacking DAO')).toEqual(['stSTX', '62.7M STX', '8.1%', '10.0%', '1 STX']);
    expect(figures('LISA')).toEqual(['LiSTX', '9.9M STX', '7.8%', '5.0%', '1 STX']);
  });

  it('shows dashes, without the note, when the source lists no token', async () => {
    server.use(http.get(TOKENS_URL, () => HttpResponse.json([])));
    renderHub(<LiquidStackingTable />);
    expect(await screen.findAllByText('Not available')).toHaveLength(6);
    expect(figures('LISA')).toEqual(['LiSTX', DASH, DASH, DASH, '1 STX']);
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('shows dashes and the note when the source fails', async () => {
    server.use(http.get(TOKENS_URL, () => HttpResponse.json({}, { status: 500 })));
    renderHub(<LiquidStackingTable />);
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(figures('Stacking DAO')).toEqual(['stSTX', DASH, DASH, DASH, '1 STX']);
    await expectNoAxeViolations();
  });
});
