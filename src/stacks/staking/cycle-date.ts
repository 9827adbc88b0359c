import { BURN_BLOCK_MS, cycleStartHeight, estimatedDateOfHeight } from './pox-cycles';
import type { PoxState } from './pox-state';
import { formatNumber } from '@/lib/format-number';

type Pox5State = Extract<PoxState, { kind: 'pox-5' }>;

/**
 * When a burn height is (or was) reached. Where the Hiro API dated the current cycle's schedule
 * (`pox.apiCycle`: a mined block's own time, else the API's projection from the recent Bitcoin
 * pace), the estimate starts from the dated point nearest `height` and adds ~10 minutes a block;
 * otherwise it starts from the chain's burn height at `now`. An estimate either way: say "about".
 */
export function estimatedDateAt(height: number, pox: Pox5State, now: Date = new Date()): Date {
  const points = pox.apiCycle
    ? [pox.apiCycle.start, pox.apiCycle.preparePhaseStart, pox.apiCycle.end]
    : [];
  let anchor: { height: number; atMs: number } | undefined;
  for (const point of points) {
    if (point.atMs === undefined) continue;
    if (!anchor || Math.abs(point.height - height) < Math.abs(anchor.height - height))
      anchor = { height: point.height, atMs: point.atMs };
  }
  return anchor
    ? new Date(anchor.atMs + (height - anchor.height) * BURN_BLOCK_MS)
    : estimatedDateOfHeight(height, pox.burnHeight, now);
}

/** "burn block 3,150, about Dec 7, 2026": when `cycle` starts (see `estimatedDateAt`). */
export function describeCycleStart(cycle: number, pox: Pox5State, now = new Date()): string {
  const height = cycleStartHeight(cycle, pox);
  const date = estimatedDateAt(height, pox, now);
  return `burn block ${formatNumber(height)}, about ${date.toLocaleDateString('en-US', { dateStyle: 'medium' })}`;
}
