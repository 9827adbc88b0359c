import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RewardsChart } from './rewards-chart';

const cycles = [
  { cycle: 141, earnedSats: 84_999n, state: 'claimed' },
  { cycle: 142, earnedSats: 170_000n, state: 'unclaimed' },
  { cycle: 143, earnedSats: 0n, state: 'unclaimed' },
] as const;

describe('RewardsChart', () => {
  it('gives screen readers the numbers as a table, one row per cycle, oldest first', () => {
    render(<RewardsChart cycles={cycles} />);
    const table = screen.getByRole('table', {
      name: 'Rewards per cycle, net of the manager’s fee',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1410.00084999 sBTCClaimed',
      '1420.0017 sBTCNot claimed yet',
      '1430 sBTCNot claimed yet',
    ]);
  });

  it('draws bars in proportion, claimed and unclaimed apart, hidden from assistive tech', () => {
    render(<RewardsChart cycles={cycles} />);
    const svg = screen.getByTestId('rewards-chart');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const bar = (cycle: number) => {
      const group = svg.querySelector(`[data-cycle="${cycle}"]`);
      const rect = group?.querySelector('rect');
      if (!group || !rect) throw new Error(`no bar for ${cycle}`);
      return {
        state: group.getAttribute('data-state'),
        height: Number(rect.getAttribute('height')),
        rect,
      };
    };
    expect(bar(142).height).toBeCloseTo(156, 5);
    expect(bar(141).height).toBeCloseTo((84_999 / 170_000) * 156, 5);
    expect(bar(143).height).toBe(0);
    expect(bar(141).state).toBe('claimed');
    expect(bar(142).state).toBe('unclaimed');
    // Hatched, not only a different colour.
    expect(bar(142).rect.getAttribute('fill')).toMatch(/^url\(#.+-unclaimed\)$/);
    expect(bar(141).rect.getAttribute('fill')).toBeNull();
  });

  it('says so when there is no cycle yet', () => {
    render(<RewardsChart cycles={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/No reward cycles yet/)).toBeInTheDocument();
  });
});
