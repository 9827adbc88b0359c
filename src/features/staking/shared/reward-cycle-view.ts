// One reward cycle of a staker's history as the position page shows it (pox-5.md §4 "Per-cycle
// history"): what the manager pays for it, net of its fee, and where the payout stands.

export type RewardCycleState =
  /** Paid out to the staker. */
  | 'claimed'
  /** The manager has pulled the cycle from pox-5: the staker's claim can be sent. */
  | 'unclaimed'
  /** The manager has not pulled the cycle yet: the pull goes first (both are permissionless). */
  | 'not-pulled'
  /** The cycle is not complete: pox-5 credits it again at the start of the next (§4). */
  | 'accruing'
  /** Nothing earned (the manager was below the signer-set minimum, §2). */
  | 'nothing';

export interface RewardCycleView {
  cycle: number;
  /** Net sats for the staker: exactly what the manager pays now when unclaimed; otherwise
   * derived from pox-5's figures and the cycle's fee (an estimate until the pull). */
  earnedSats: bigint;
  state: RewardCycleState;
  /** The manager the staker was with that cycle (`get-signer-cycle-membership`). */
  manager: string;
  /** The µSTX the staker had with it that cycle (the same membership): what the cycle's rewards
   * were earned on, whatever the position holds now. */
  amountMicroStx: bigint;
}

/** The cycles still to claim, oldest first (issue 12: claims go one cycle at a time). */
export function cyclesToClaim(cycles: readonly RewardCycleView[]): RewardCycleView[] {
  return cycles
    .filter(
      (entry) =>
        entry.state === 'not-pulled' || (entry.state === 'unclaimed' && entry.earnedSats > 0n),
    )
    .toSorted((a, b) => a.cycle - b.cycle);
}
