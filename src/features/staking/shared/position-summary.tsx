import { Badge } from '@/design-system/badge';
import { ValueDisplay } from '@/design-system/value-display';
import { formatMicroStx } from '@/lib/micro-stx';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { describeCycleStart } from '@/stacks/staking/cycle-date';
import {
  POSITION_STATUS_LABEL,
  type PositionStatus,
  type PositionView,
} from '@/stacks/staking/position-view';
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
      return `Your STX are locked; they start earning when cycle ${pox.currentCycle + 1} begins.`;
    case 'staked':
      return `Your STX are locked and earn sBTC every cycle until cycle ${position.unlockCycle ?? pox.currentCycle + 1} starts.`;
    case 'unstaking':
      return `Cycle ${pox.currentCycle} is the last one your stake earns in: your STX unlock when cycle ${pox.currentCycle + 1} starts. Update it to stay staked.`;
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
  /** The pool's name, or the manager's contract id; undefined while unknown. */
  managerName: string | undefined;
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
        <dd data-testid="position-amount">
          <ValueDisplay
            value={
              position.amountMicroStx === undefined ? null : formatMicroStx(position.amountMicroStx)
            }
            emptyLabel="Not known until the transaction confirms"
          />
        </dd>
        <dt>Signer-manager</dt>
        <dd data-testid="position-manager">
          {managerName === undefined ? (
            <ValueDisplay value={null} emptyLabel="Not known until the transaction confirms" />
          ) : managerName === position.manager ? (
            <code>{position.manager}</code>
          ) : (
            managerName
          )}
        </dd>
        <dt>First cycle</dt>
        <dd data-testid="position-first-cycle">
          <ValueDisplay value={position.firstCycle} emptyLabel="Not staked now" />
        </dd>
        <dt>{position.status === 'ended' ? 'Unlocked' : 'Unlocks'}</dt>
        <dd data-testid="position-unlock">
          {position.unlockCycle === undefined ? (
            <ValueDisplay value={null} emptyLabel="Not known until the transaction confirms" />
          ) : (
            `When cycle ${position.unlockCycle} ${position.status === 'ended' ? 'started' : 'starts'} (${describeCycleStart(position.unlockCycle, pox)})`
          )}
        </dd>
        <dt>Current cycle</dt>
        <dd>
          {pox.currentCycle}, {Math.round(pox.cycleProgress * 100)} % through
        </dd>
      </dl>
    </section>
  );
}
