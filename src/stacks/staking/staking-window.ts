import type { PoxState } from './pox-state';

// pox-5 refuses `stake`, `stake-update` (u47) and `unstake` (u28) in the prepare phase, and such
// a transaction is still mined and costs its fee (pox-5.md §2, "When you can act"). So no
// builder makes one: the form is closed with this error's words before the wallet opens.

export type Pox5State = Extract<PoxState, { kind: 'pox-5' }>;

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

/** Throws StakingClosedError inside the prepare phase. */
export function assertChangesOpen(pox: Pox5State): void {
  if (pox.inPreparePhase) throw new StakingClosedError(pox.blocksUntilChangesOpen);
}
