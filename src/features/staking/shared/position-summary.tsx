import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/design-system/badge';
import { ValueDisplay } from '@/design-system/value-display';
import { formatPercent } from '@/lib/format-number';
import { formatMicroStx } from '@/lib/micro-stx';
import type { ActiveNetwork } from '@/stacks/active-network';
import { signerSetContainsQueryOptions } from '@/stacks/staking/signer-set-contains';
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

/** pox-5's `SIGNER_SET_MIN_USTX`, for the words (pox-5.clar 4.0.1; a manager below it is left out
 * of the cycle's signer set and its STX-only stakers earn nothing that cycle). */
const SIGNER_SET_MIN_STX = '50,000 STX';

/**
 * What each status means for the person, in one sentence, saying only what the chain shows:
 * earning is claimed only when the manager is in this cycle's signer set
 * (`signer-set-contains-for-cycle`), and an unstake sent before the first cycle began earns
 * nothing at all (pox-5 `unstake` sets `num-cycles` to 0 then; pox-5.clar lines 1428–1454).
 * `inSignerSet`: undefined while unknown (then nothing is said about earning).
 */
export function statusWords(
  position: PositionView,
  pox: Pox5State,
  inSignerSet: boolean | undefined,
): string {
  const unlock = position.unlockCycle ?? pox.currentCycle + 1;
  const earningNow =
    inSignerSet === undefined
      ? ''
      : inSignerSet
        ? ` The manager is in cycle ${pox.currentCycle}’s signer set, so your stake earns sBTC this cycle.`
        : ` The manager is not in cycle ${pox.currentCycle}’s signer set (it needs ${SIGNER_SET_MIN_STX} staked to it), so your stake earns nothing this cycle.`;
  switch (position.status) {
    case 'starting':
      return `Your STX are locked; they count from cycle ${pox.currentCycle + 1}, and earn in each cycle whose signer set your manager is in.`;
    case 'staked':
      return `Your STX are locked until cycle ${unlock} starts.${earningNow}`;
    case 'unstaking':
      if (position.firstCycle !== undefined && position.firstCycle > pox.currentCycle) {
        return `You unstaked before your first cycle began, so this stake earns nothing; your STX stay locked until cycle ${unlock} starts.`;
      }
      return `Cycle ${pox.currentCycle} is your stake’s last locked cycle: your STX unlock when cycle ${pox.currentCycle + 1} starts. Update it to stay staked.${earningNow}`;
    case 'ended':
      return 'This stake has ended and its STX are unlocked. Rewards it earned can still be claimed.';
    case 'pending':
      return 'A staking transaction is waiting to be confirmed; the figures below change once it is.';
  }
}

/** The position's status and figures: amount, manager, first cycle, unlock cycle and date. */
export function PositionSummary({
  network,
  position,
  managerName,
  pox,
}: {
  network: ActiveNetwork;
  position: PositionView;
  /** The pool's name, or the manager's contract id; undefined while unknown. */
  managerName: string | undefined;
  pox: Pox5State;
}) {
  // Whether this cycle earns: read only while the stake counts this cycle.
  const counts =
    (position.status === 'staked' || position.status === 'unstaking') &&
    position.firstCycle !== undefined &&
    position.firstCycle <= pox.currentCycle &&
    position.manager !== undefined;
  const inSignerSet = useQuery({
    ...signerSetContainsQueryOptions(network, {
      pox5: pox.contractId,
      manager: position.manager ?? '',
      cycle: pox.currentCycle,
    }),
    enabled: counts,
  });
  return (
    <section className={styles.section} aria-labelledby="position-status-heading">
      <h2 id="position-status-heading">
        Status:{' '}
        <Badge variant={STATUS_TONE[position.status]} data-testid="position-status">
          {POSITION_STATUS_LABEL[position.status]}
        </Badge>
      </h2>
      <p data-testid="position-status-words">
        {statusWords(position, pox, counts ? inSignerSet.data : undefined)}
      </p>
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
          {pox.currentCycle}, {formatPercent(Math.round(pox.cycleProgress * 100))} through
        </dd>
      </dl>
    </section>
  );
}
