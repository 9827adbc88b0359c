import { formatMicroStx } from '@/lib/micro-stx';
import type { PoxState } from '@/stacks/staking/pox-state';
import { describeCycleStart } from '@/stacks/staking/cycle-date';
import { describeFeeSchedule, describeStatedFee } from '../shared/describe-fee';
import { formatSats } from '@/lib/bitcoin-amount';
import { smallestBtcPayoutSats } from '../shared/read-btc-payout';
import type { StakePayout } from './validate-stake';
import styles from '../shared/staking-page.module.css';

type Pox5State = Extract<PoxState, { kind: 'pox-5' }>;

/** The manager's fee as read from the chain, or why it could not be. */
export type ManagerFee =
  | {
      state: 'known';
      bips: number;
      /** A higher rate the manager has queued, from `fromCycle` on (manager-fee.ts). */
      queued?: { bips: number; fromCycle: number };
      /** The pool's stated fixed fee: its manager keeps none to read (pool-fee.ts). */
      stated?: true;
    }
  | { state: 'loading' }
  | { state: 'unknown'; reason: string };

/**
 * What the person is about to sign, in figures: what is locked, from which cycle,
 * until which cycle and date, what the manager charges and where rewards go. Every figure is the
 * one the transaction is built from (docs/staking-pox-5.md#staking-model: earning starts at the
 * next cycle; STX unlock at the start of cycle `first + num`).
 */
export function StakeReview({
  managerName,
  amountMicroStx,
  cycles,
  payout,
  pox,
  fee,
}: {
  managerName: string;
  amountMicroStx: bigint;
  cycles: number;
  payout: StakePayout;
  pox: Pox5State;
  fee: ManagerFee;
}) {
  const firstCycle = pox.currentCycle + 1;
  const unlockCycle = firstCycle + cycles;
  return (
    <dl className={styles.facts} data-testid="stake-review">
      <dt>Locked</dt>
      <dd data-testid="review-locked">
        {formatMicroStx(amountMicroStx)}, in your own account, from when the transaction confirms
      </dd>
      <dt>Earning</dt>
      <dd data-testid="review-cycles">
        Cycles {firstCycle} to {unlockCycle - 1} ({cycles === 1 ? '1 cycle' : `${cycles} cycles`})
      </dd>
      <dt>Unlocks</dt>
      <dd data-testid="review-unlock">
        When cycle {unlockCycle} starts: {describeCycleStart(unlockCycle, pox)}. You can unstake
        sooner: the stake then ends with the cycle that is running.
      </dd>
      <dt>{managerName} charges</dt>
      <dd data-testid="review-fee">
        {fee.state === 'known'
          ? fee.stated
            ? describeStatedFee(fee.bips, managerName)
            : `${describeFeeSchedule(fee)}, as the manager reads it today; its admin may change it for cycles not yet paid out`
          : fee.state === 'loading'
            ? 'Reading the fee from the chain…'
            : `The fee could not be read (${fee.reason})`}
      </dd>
      <dt>Rewards paid to</dt>
      <dd data-testid="review-payout">
        {payout.kind === 'sbtc'
          ? 'Your account, in sBTC, when you claim each cycle'
          : `${payout.address}, in BTC: at most ${formatSats(payout.maxFeeSats)} of each payout goes to the Bitcoin fee, and a cycle below ${formatSats(smallestBtcPayoutSats(payout.maxFeeSats))} cannot be paid out${payout.minClaimSats === undefined ? '' : `; others may send a payout to Bitcoin from ${formatSats(payout.minClaimSats)}, below that only you can`}`}
      </dd>
      <dt>Your wallet shows</dt>
      <dd>
        One condition: exactly {formatMicroStx(amountMicroStx)} locked, in deny mode; no STX or
        token leaves your account
      </dd>
    </dl>
  );
}
