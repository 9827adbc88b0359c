import { Banner } from '@/design-system/banner';
import { blocksUntilChangesReopen, type Pox5State } from '@/stacks/staking/staking-window';
import { formatNumber } from '@/lib/format-number';

/** Why every staking form is closed in the prepare phase, in words
 * (docs/staking-pox-5.md#prepare-phase: `stake`, `stake-update` fail with u47 and `unstake` with
 * u28 in the last blocks of a cycle, and the transaction is mined and costs its fee rather than
 * waiting). */
export function changesClosedReason(pox: Pox5State): string {
  const blocks = blocksUntilChangesReopen(pox);
  // The block before the prepare phase is closed too (areChangesClosed): a transaction sent in it
  // would be mined inside the prepare phase.
  const where = pox.inPreparePhase
    ? 'is in its prepare phase'
    : 'reaches its prepare phase with the next block, so a transaction sent now would land in it';
  return `Cycle ${pox.currentCycle} ${where}: pox-5 refuses every stake, update and unstake in the last ${pox.prepareLength} blocks of a cycle. Changes reopen when cycle ${pox.currentCycle + 1} starts, in ${formatNumber(blocks)} ${blocks === 1 ? 'block' : 'blocks'} (about ${describeBlocks(blocks)}).`;
}

/** "2 hours", "3 days": ~10 minutes per burn block. */
function describeBlocks(blocks: number): string {
  const minutes = blocks * 10;
  if (minutes < 90) return `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hours`;
  return `${Math.round(hours / 24)} days`;
}

/** The banner a closed form shows in place of its button. */
export function ChangesClosedNotice({ pox }: { pox: Pox5State }) {
  return (
    <Banner variant="warning" title="Changes are closed until the next cycle">
      <p data-testid="changes-closed-reason">{changesClosedReason(pox)}</p>
    </Banner>
  );
}
