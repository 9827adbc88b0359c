/** One reward cycle of the chart, net of the manager's fee, in sats: everything it earned, what
 * of that has been paid out, and what is still owed. */
export interface RewardsChartCycle {
  cycle: number;
  earnedSats: bigint;
  claimedSats: bigint;
  toClaimSats: bigint;
  /** What a pool that pays rewards itself pays for the cycle, outside Satchel (never to claim):
   * drawn outlined, apart from the claimed and the owed parts. */
  paidByPoolSats?: bigint;
  /** The table's words for where the cycle stands. */
  status: string;
}

export const WIDTH = 600;
export const HEIGHT = 200;
export const PLOT_TOP = 16;
export const PLOT_BOTTOM = 172;
export const PLOT_LEFT = 8;
export const PLOT_RIGHT = WIDTH - 8;
/** Cycle labels closer than this (in viewBox units) would overlap: only every n-th is written. */
const MIN_LABEL_SPACING = 36;

/** A part of a bar, in viewBox units. */
interface BarPart {
  y: number;
  height: number;
}

/** One cycle's bar: claimed at the bottom, owed on top, then what the pool pays itself. */
export interface RewardsBar {
  cycle: number;
  x: number;
  width: number;
  claimed: BarPart;
  toClaim: BarPart;
  paidByPool: BarPart | undefined;
  /** Its cycle number is written under it (not all are, where they would overlap). */
  labelled: boolean;
}

/** Where each bar of the chart goes, and the tallest bar's sats (the scale's top). */
export function layoutRewardsChart(cycles: readonly RewardsChartCycle[]): {
  maxSats: bigint;
  bars: RewardsBar[];
} {
  // A bar is as tall as what was paid plus what is owed (an accruing cycle's earned figure may
  // also count what the manager has not collected yet, which is neither).
  const barSats = (entry: RewardsChartCycle) => {
    const stacked = entry.claimedSats + entry.toClaimSats + (entry.paidByPoolSats ?? 0n);
    return stacked > entry.earnedSats ? stacked : entry.earnedSats;
  };
  const max = cycles.reduce((top, entry) => (barSats(entry) > top ? barSats(entry) : top), 0n);
  const slot = (PLOT_RIGHT - PLOT_LEFT) / Math.max(1, cycles.length);
  const width = Math.max(2, Math.min(48, slot * 0.7));
  const labelEvery = Math.max(1, Math.ceil(MIN_LABEL_SPACING / slot));
  const plotHeight = PLOT_BOTTOM - PLOT_TOP;
  // bigint → number only for the picture: a ratio of two sat figures, never an amount shown.
  const heightOf = (sats: bigint) =>
    max === 0n ? 0 : Math.max(sats > 0n ? 1 : 0, (Number(sats) / Number(max)) * plotHeight);

  const bars = cycles.map((entry, index): RewardsBar => {
    const claimedHeight = heightOf(entry.claimedSats);
    const owedHeight = heightOf(entry.toClaimSats);
    const stackedTop = PLOT_BOTTOM - claimedHeight - owedHeight;
    const paidByPoolHeight = heightOf(entry.paidByPoolSats ?? 0n);
    return {
      cycle: entry.cycle,
      x: PLOT_LEFT + index * slot + (slot - width) / 2,
      width,
      claimed: { y: PLOT_BOTTOM - claimedHeight, height: claimedHeight },
      toClaim: { y: stackedTop, height: owedHeight },
      paidByPool:
        entry.paidByPoolSats === undefined
          ? undefined
          : { y: stackedTop - paidByPoolHeight, height: paidByPoolHeight },
      labelled: index % labelEvery === 0,
    };
  });
  return { maxSats: max, bars };
}
