import type { ActiveNetwork } from '../active-network';
import type { PoxState } from './pox-state';

// pox-5 refuses `stake`, `stake-update` (u47) and `unstake` (u28) in the prepare phase, and such
// a transaction is still mined and costs its fee (docs/staking-pox-5.md#prepare-phase, "When you
// can act"). So no builder makes one: the form is closed with this error's words before the wallet
// opens.

export type Pox5State = Extract<PoxState, { kind: 'pox-5' }>;

/** An account on a network whose staking runs pox-5: what a view of its staking reads. */
export interface Pox5Account {
  network: ActiveNetwork;
  pox: Pox5State;
  address: string;
}

export class StakingClosedError extends Error {
  override readonly name = 'StakingClosedError';
  readonly blocksUntilOpen: number;

  constructor(blocksUntilOpen: number) {
    super(
      `Staking changes are closed for the last blocks of this cycle (the prepare phase); they reopen in ${String(blocksUntilOpen)} Bitcoin block${blocksUntilOpen === 1 ? '' : 's'}, when the next cycle starts.`,
    );
    this.blocksUntilOpen = blocksUntilOpen;
  }
}

/**
 * Changes are closed in the prepare phase and in the block just before it: a transaction built
 * then is mined at the earliest in the next block, inside the prepare phase, where it fails
 * (u47 / u28) and still pays its fee (docs/staking-pox-5.md#prepare-phase).
 */
export function areChangesClosed(pox: Pox5State): boolean {
  return pox.inPreparePhase || pox.blocksUntilPreparePhase <= 1;
}

/** Blocks until the next cycle starts and changes reopen (while they are closed). */
export function blocksUntilChangesReopen(pox: Pox5State): number {
  return pox.inPreparePhase
    ? pox.blocksUntilChangesOpen
    : Math.max(0, pox.nextCycleStart - pox.burnHeight);
}

/** Throws StakingClosedError while changes are closed (the prepare phase, and the block before). */
export function assertChangesOpen(pox: Pox5State): void {
  if (areChangesClosed(pox)) throw new StakingClosedError(blocksUntilChangesReopen(pox));
}
