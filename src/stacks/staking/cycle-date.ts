import { cycleStartHeight, estimatedDateOfHeight } from './pox-cycles';
import type { PoxState } from './pox-state';

type Pox5State = Extract<PoxState, { kind: 'pox-5' }>;

/** "burn block 3,150, about Dec 7, 2026": when `cycle` starts, estimated at ~10 minutes a block. */
export function describeCycleStart(cycle: number, pox: Pox5State, now = new Date()): string {
  const height = cycleStartHeight(cycle, pox);
  const date = estimatedDateOfHeight(height, pox.burnHeight, now);
  return `burn block ${height.toLocaleString('en-US')}, about ${date.toLocaleDateString('en-US', { dateStyle: 'medium' })}`;
}
