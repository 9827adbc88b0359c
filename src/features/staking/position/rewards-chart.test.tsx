import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RewardsChart } from './rewards-chart';

const cycles = [
  { cycle: 141, earnedSats: 84_999n, claimedSats: 84_999n, toClaimSats: 0n, status: 'Claimed' },
  // Half claimed at mid-cycle, half still owed.
  {
    cycle: 142,
    earnedSats: 170_000n,
    claimedSats: 85_000n,
    toClaimSats: 85_000n,
    status: 'Not claimed yet',
  },
  { cycle: 143, earnedSats: 0n, claimedSats: 0n, toClaimSats: 0n, status: 'Nothing earned' },
];

describe('RewardsChart', () => {
  it('gives screen readers the numbers as a table, one row per cycle, oldest first', () => {
    render(<RewardsChart cycles={cycles} />);
    const table = screen.getByRole('table', {
      name: 'Rewards per cycle, net of the manager’s fee',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1410.00084999 sBTC0.00084999 sBTC0 sBTCClaimed',
      '1420.0017 sBTC0.00085 sBTC0.00085 sBTCNot claimed yet',
      '1430 sBTC0 sBTC0 sBTCNothing earned',
    ]);
  });

  it('stacks what was paid (solid) under what is owed (hatched), hidden from assistive tech', () => {
    render(<RewardsChart cycles={cycles} />);
    const svg = screen.getByTestId('rewards-chart');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const part = (cycle: number, name: 'claimed' | 'to-claim') => {
      const rect = svg.querySelector(`[data-cycle="${cycle}"] [data-part="${name}"]`);
      if (!rect) throw new Error(`no ${name} bar for ${cycle}`);
      return {
        y: Number(rect.getAttribute('y')),
        height: Number(rect.getAttribute('height')),
        fill: rect.getAttribute('fill'),
      };
    };
    // Cycle 142 is the tallest: 170,000 sats over the plot's 156 units, in two equal halves.
    expect(part(142, 'claimed').height).toBeCloseTo(78, 5);
    expect(part(142, 'to-claim').height).toBeCloseTo(78, 5);
    expect(part(142, 'to-claim').y + part(142, 'to-claim').height).toBeCloseTo(
      part(142, 'claimed').y,
      5,
    );
    expect(part(141, 'claimed').height).toBeCloseTo((84_999 / 170_000) * 156, 5);
    expect(part(141, 'to-claim').height).toBe(0);
    expect(part(143, 'claimed').height + part(143, 'to-claim').height).toBe(0);
    // Hatched, not only a different colour.
    expect(part(142, 'to-claim').fill).toMatch(/^url\(#.+-unclaimed\)$/);
    expect(part(142, 'claimed').fill).toBeNull();
  });

  it('draws what a pool pays itself outlined, apart from what is claimed or owed, with its key', () => {
    render(
      <RewardsChart
        cycles={[
          ...cycles,
          {
            cycle: 144,
            earnedSats: 85_000n,
            claimedSats: 0n,
            toClaimSats: 0n,
            paidByPoolSats: 85_000n,
            status: 'PlanBetter pays it in BTC to your payout address itself',
          },
        ]}
      />,
    );
    const svg = screen.getByTestId('rewards-chart');
    const paid = svg.querySelector('[data-cycle="144"] [data-part="paid-by-pool"]');
    expect(Number(paid?.getAttribute('height'))).toBeCloseTo(78, 5);
    expect(svg.querySelector('[data-cycle="142"] [data-part="paid-by-pool"]')).toBeNull();
    expect(screen.getByText('Paid by the pool itself, in BTC')).toBeVisible();
    const row = screen.getByRole('row', { name: /^144 / });
    expect(row).toHaveTextContent('1440.00085 sBTC0 sBTC0 sBTCPlanBetter pays it in BTC');
  });

  it('no pool paying itself, no such key', () => {
    render(<RewardsChart cycles={cycles} />);
    expect(screen.queryByText('Paid by the pool itself, in BTC')).toBeNull();
  });

  it('says so when there is no cycle yet', () => {
    render(<RewardsChart cycles={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/No reward cycles yet/)).toBeInTheDocument();
  });
});
