import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_DEFAULTS } from '@/config/networks';
import { expectNoAxeViolations } from '@/test/axe';
import { renderHub } from './hub-test-utils';
import { PoxCycleCard } from './pox-cycle-card';

const MAINNET_POX = `${NETWORK_DEFAULTS.mainnet.apiUrl}/v2/pox`;
const TESTNET_POX = `${NETWORK_DEFAULTS.testnet.apiUrl}/v2/pox`;
const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The card loads its figures on demand; compiled once here so the waits measure the card.
  await import('./pox-cycle-figures');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const FIRST = 100_000;
const LENGTH = 2_100;

/** A /v2/pox answer at `blocksIntoCycle` blocks into cycle 90. */
function pox(blocksIntoCycle: number) {
  return {
    contract_id: 'SP000000000000000000002Q6VF78.pox-4',
    first_burnchain_block_height: FIRST,
    current_burnchain_block_height: FIRST + 90 * LENGTH + blocksIntoCycle,
    reward_cycle_length: LENGTH,
    prepare_phase_block_length: 100,
    min_amount_ustx: 140_000_000_000,
    current_cycle: { id: 90, stacked_ustx: 419_682_113_000_000 },
  };
}

describe('PoxCycleCard', () => {
  it('shows a shimmer while /v2/pox loads', () => {
    server.use(
      http.get(MAINNET_POX, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderHub(<PoxCycleCard />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the current cycle…');
    expect(screen.getByRole('heading', { name: 'Current stacking cycle' })).toBeInTheDocument();
  });

  it('shows the cycle, its progress, the days left and when the prepare phase starts', async () => {
    server.use(http.get(MAINNET_POX, () => HttpResponse.json(pox(1_050))));
    renderHub(<PoxCycleCard />);
    expect(await screen.findByText('Cycle 90')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Progress through cycle 90' });
    expect(progress).toHaveAttribute('value', '50');
    expect(progress).toHaveAttribute('max', '100');
    expect(progress).toHaveAttribute('aria-valuetext', '50% through cycle 90');
    // 1,050 blocks left = 7.3 days; the prepare phase starts 100 blocks before the end.
    expect(screen.getByText('Next cycle in').nextSibling).toHaveTextContent(
      '7.3 days (1,050 Bitcoin blocks)',
    );
    expect(screen.getByText('Prepare phase').nextSibling).toHaveTextContent('Starts in 6.6 days');
    await expectNoAxeViolations();
  });

  it('says when the prepare phase is on', async () => {
    server.use(http.get(MAINNET_POX, () => HttpResponse.json(pox(2_050))));
    renderHub(<PoxCycleCard />);
    expect(await screen.findByText('Cycle 90')).toBeInTheDocument();
    expect(screen.getByText('Prepare phase').nextSibling).toHaveTextContent(/^On now/);
    expect(screen.getByText('Next cycle in').nextSibling).toHaveTextContent(
      'less than a day (50 Bitcoin blocks)',
    );
  });

  it('reads the selected network', async () => {
    localStorage.setItem('network', JSON.stringify('testnet'));
    server.use(http.get(TESTNET_POX, () => HttpResponse.json(pox(0))));
    renderHub(<PoxCycleCard />);
    expect(await screen.findByText('Cycle 90')).toBeInTheDocument();
  });

  it('says the figures are unavailable when the API fails', async () => {
    server.use(http.get(MAINNET_POX, () => HttpResponse.json({}, { status: 500 })));
    renderHub(<PoxCycleCard />);
    expect(await screen.findByText(/The cycle figures are unavailable right now/)).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
