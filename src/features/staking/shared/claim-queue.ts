import { formatSats } from '@/lib/bitcoin-amount';
import { formatSbtc } from '@/stacks/sbtc/format-sbtc';
import { cyclesToClaim, cyclesTooSmallForBtc, type RewardCycleView } from './reward-cycle-view';

/** A manager's claim readiness is still being read. */
export const CHECKING = 'checking';

/** What Claim rewards knows about each cycle's manager and pox-5, as read so far. */
export interface ClaimReads {
  /** The fee cap of the Bitcoin payout a manager keeps for the staker, if any. */
  btcMaxFeeOf: (manager: string) => bigint | undefined;
  /** Why Satchel will not claim from a manager, `CHECKING` while that is read, or undefined
   * when it will. */
  claimRefusalOf: (manager: string) => string | undefined;
  /** pox-5's `rewards-paused`, undefined until it is read. */
  paused: boolean | undefined;
  /** The pause is still being read. */
  pausedPending: boolean;
}

/** The cycles Claim rewards works through, and those it sets aside with a reason. */
export interface ClaimQueue {
  /** Owed, oldest first, whether Satchel can claim them now or not. */
  owed: RewardCycleView[];
  /** Claimable now, oldest first: the button claims `due[0]`. */
  due: RewardCycleView[];
  /** Managers Satchel would not claim from (their call is not the one its builders send). */
  notHere: RewardCycleView[];
  /** Cycles still to be collected from pox-5 while its collection is paused. */
  collectionClosed: RewardCycleView[];
  /** Too small to pay to the Bitcoin address their manager keeps. */
  tooSmall: RewardCycleView[];
  /** Something that decides the queue is still being read. */
  checking: boolean;
  /** What the due cycles pay in all, in sats. */
  totalSats: bigint;
}

/**
 * Which cycles are claimed now, oldest first. A cycle too small for its Bitcoin payout, one whose
 * manager Satchel would not claim from, and one still to be collected while pox-5's collection is
 * paused are each set aside with the reason, so none holds the oldest-first queue.
 */
export function claimQueue(cycles: readonly RewardCycleView[], reads: ClaimReads): ClaimQueue {
  const { btcMaxFeeOf, claimRefusalOf, paused, pausedPending } = reads;
  const owed = cyclesToClaim(cycles, btcMaxFeeOf);
  const due = owed.filter(
    (entry) =>
      claimRefusalOf(entry.manager) === undefined &&
      (entry.state !== 'not-pulled' || paused === false),
  );
  return {
    owed,
    due,
    notHere: owed.filter((entry) => {
      const refusal = claimRefusalOf(entry.manager);
      return refusal !== undefined && refusal !== CHECKING;
    }),
    collectionClosed: owed.filter((entry) => entry.state === 'not-pulled' && paused === true),
    tooSmall: cyclesTooSmallForBtc(cycles, btcMaxFeeOf),
    checking:
      owed.some((entry) => claimRefusalOf(entry.manager) === CHECKING) ||
      (pausedPending && owed.some((entry) => entry.state === 'not-pulled')),
    totalSats: due.reduce((sum, entry) => sum + entry.toClaimSats, 0n),
  };
}

/** The section's first line: what the button claims next, or why there is nothing. */
export function describeClaimQueue(
  queue: ClaimQueue,
  {
    settledCount,
    paidByPoolCount,
  }: {
    /** Managers holding settled rewards, undefined while that is read. */
    settledCount: number | undefined;
    paidByPoolCount: number;
  },
): string {
  const next = queue.due[0];
  if (next) {
    const count = queue.due.length === 1 ? '1 cycle' : `${queue.due.length} cycles`;
    const total = queue.totalSats > 0n ? ` (${formatSbtc(queue.totalSats)} in all so far)` : '';
    const after =
      next.state === 'not-pulled'
        ? ': the manager has not collected it from pox-5 yet, so Satchel sends that collection first, then your claim.'
        : `: ${formatSbtc(next.toClaimSats)} (${formatSats(next.toClaimSats)}) after the manager’s fee.`;
    return `${count} to claim, oldest first${total}. Next: cycle ${next.cycle}${after}`;
  }
  if (queue.checking || settledCount === undefined)
    return 'Checking on the chain which cycles Satchel can claim…';
  if (queue.tooSmall.length > 0 || queue.notHere.length > 0 || queue.collectionClosed.length > 0)
    return 'Nothing Satchel can claim now.';
  if (settledCount > 0) return 'No cycle to claim now.';
  if (paidByPoolCount > 0) return 'Nothing else to claim now.';
  return 'Nothing to claim now: every cycle that earned is paid out.';
}
