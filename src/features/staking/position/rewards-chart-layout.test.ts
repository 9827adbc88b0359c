import { describe, expect, it } from 'vitest';
import {
  layoutRewardsChart,
  PLOT_BOTTOM,
  PLOT_TOP,
  type RewardsChartCycle,
} from './rewards-chart-layout';

function cycle(number: number, patch: Partial<RewardsChartCycle> = {}): RewardsChartCycle {
  return {
    cycle: number,
    earnedSats: 100n,
    claimedSats: 60n,
    toClaimSats: 40n,
    status: 'Partly claimed',
    ...patch,
  };
}

describe('layoutRewardsChart', () => {
  it('scales the tallest bar to the plot and stacks the owed part on the claimed one', () => {
    const { maxSats, bars } = layoutRewardsChart([
      cycle(5),
      cycle(6, { earnedSats: 50n, claimedSats: 50n, toClaimSats: 0n }),
    ]);
    expect(maxSats).toBe(100n);
    const [tall, short] = bars;
    if (!tall || !short) throw new Error('two bars');
    const plot = PLOT_BOTTOM - PLOT_TOP;
    expect(tall.claimed.height).toBeCloseTo(plot * 0.6);
    expect(tall.toClaim.y).toBeCloseTo(PLOT_TOP);
    expect(tall.claimed.y + tall.claimed.height).toBeCloseTo(PLOT_BOTTOM);
    expect(short.toClaim.height).toBe(0);
    expect(tall.paidByPool).toBeUndefined();
    expect(short.x).toBeGreaterThan(tall.x);
  });

  it('counts what a pool pays itself in the bar, above the rest', () => {
    const { maxSats, bars } = layoutRewardsChart([
      cycle(5, { earnedSats: 80n, claimedSats: 0n, toClaimSats: 0n, paidByPoolSats: 80n }),
    ]);
    expect(maxSats).toBe(80n);
    expect(bars[0]?.paidByPool).toEqual({ y: PLOT_TOP, height: PLOT_BOTTOM - PLOT_TOP });
  });

  it('gives a tiny amount a visible bar, and writes only every n-th label when crowded', () => {
    const few = layoutRewardsChart([cycle(5, { earnedSats: 1_000_000n, claimedSats: 1n })]);
    expect(few.bars[0]?.claimed.height).toBe(1);
    const many = layoutRewardsChart(Array.from({ length: 60 }, (_, index) => cycle(index + 1)));
    const labelled = many.bars.filter((bar) => bar.labelled).length;
    expect(labelled).toBeGreaterThan(1);
    expect(labelled).toBeLessThan(60);
  });
});
