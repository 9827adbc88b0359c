import { Badge } from '@/design-system/badge';
import { formatMicroStx } from '@/lib/micro-stx';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { describeCycleStart } from './cycle-date';
import { POSITION_STATUS_LABEL, type PositionStatus, type PositionView } from './position-view';
import styles from './staking-page.module.css';

const STATUS_TONE = {
  starting: 'info',
  staked: 'success',
  unstaking: 'warning',
  ended: 'default',
  pending: 'info',
} as const satisfies Record<PositionStatus, string>;

/** What each status means for the person, in one sentence (pox-5.md §2). */
function statusWords(position: PositionView, pox: Pox5State): string {
  switch (position.status) {
    case 'starting':
      return `Your STX are locked; they start earning when cycle ${position.firstCycle} begins.`;
    case 'staked':
      return `Your STX are locked and earn sBTC every cycle until cycle ${position.unlockCycle} starts.`;
    case 'unstaking':
      return `You unstaked: cycle ${pox.currentCycle} still earns, and your STX unlock when cycle ${position.unlockCycle} starts.`;
    case 'ended':
      return 'This stake has ended and its STX are unlocked. Rewards it earned can still be claimed.';
    case 'pending':
      return 'A staking transaction is waiting to be confirmed; the figures below change once it is.';
  }
}

/** The position's status and figures: amount, manager, first cycle, unlock cycle and date. */
export function PositionSummary({
  position,
  managerName,
  pox,
}: {
  position: PositionView;
  managerName: string;
  pox: Pox5State;
}) {
  return (
    <section className={styles.section} aria-labelledby="position-status-heading">
      <h2 id="position-status-heading">
        Status:{' '}
        <Badge variant={STATUS_TONE[position.status]} data-testid="position-status">
          {POSITION_STATUS_LABEL[position.status]}
        </Badge>
      </h2>
      <p>{statusWords(position, pox)}</p>
      <dl className={styles.facts}>
        <dt>Amount</dt>
        <dd data-testid="position-amount">{formatMicroStx(position.amountMicroStx)}</dd>
        <dt>Signer-manager</dt>
        <dd data-testid="position-manager">
          {managerName === position.manager ? <code>{position.manager}</code> : managerName}
        </dd>
        <dt>First cycle</dt>
        <dd data-testid="position-first-cycle">{position.firstCycle}</dd>
        <dt>Unlocks</dt>
        <dd data-testid="position-unlock">
          When cycle {position.unlockCycle} starts ({describeCycleStart(position.unlockCycle, pox)})
        </dd>
        <dt>Current cycle</dt>
        <dd>
          {pox.currentCycle}, {Math.round(pox.cycleProgress * 100)} % through
        </dd>
      </dl>
    </section>
  );
}
