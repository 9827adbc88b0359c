// One reward cycle of a staker's history as the position page shows it
// (docs/staking-pox-5.md#rewards "Per-cycle history"): what the manager pays for it, net of its
// fee, and where the payout stands.
import { WITHDRAWAL_DUST_LIMIT_SATS } from '@/stacks/sbtc/withdrawal-errors';

type RewardCycleState =
  /** Paid out to the staker. */
  | 'claimed'
  /** The manager has pulled the cycle from pox-5: the staker's claim can be sent. */
  | 'unclaimed'
  /** The manager has not pulled the cycle yet: the pull goes first (both are permissionless). */
  | 'not-pulled'
  /** The cycle is not complete: pox-5 credits it again at the start of the next
   * (docs/staking-pox-5.md#rewards). */
  | 'accruing'
  /** Nothing earned: the manager was outside the cycle's signer set (`inSignerSet` false), or
   * nothing was credited to the cycle. */
  | 'nothing'
  /** Earned with a pool that pays rewards itself, in BTC (paid-by-pool.tsx: PlanBetter): its
   * operator collects the cycle and pays the staker outside Satchel, so nothing is claimed here;
   * `earnedSats` is the staker's share after the fee, `claimedSats` and `toClaimSats` are 0. */
  | 'paid-by-pool';

export interface RewardCycleView {
  cycle: number;
  /** Everything the cycle earned the staker, claimed or not, net of the fee (sats). */
  earnedSats: bigint;
  /** What of it has been paid out already (net sats). */
  claimedSats: bigint;
  /** What is still owed: exactly what the manager pays now once it has collected the cycle;
   * otherwise derived from pox-5's figures and the cycle's fee (an estimate until the pull). Only
   * the remainder: a cycle partly claimed at mid-cycle is never owed twice. */
  toClaimSats: bigint;
  state: RewardCycleState;
  /** The manager was in that cycle's signer set (`signer-set-contains-for-cycle`). */
  inSignerSet: boolean;
  /** The manager the staker was with that cycle (`get-signer-cycle-membership`). */
  manager: string;
  /** The µSTX the staker had with it that cycle (the same membership): what the cycle's rewards
   * were earned on, whatever the position holds now. */
  amountMicroStx: bigint;
  /** `earnedSats` is net of the manager's current fee: the cycle's own fee is fixed only at its
   * first pull (staker-rewards-by-cycle.ts). */
  netIsEstimate?: boolean;
}

/** A cycle whose net cannot be paid to the stored Bitcoin address: the manager needs
 * `net ≥ max-fee` (else u1001) and `net − max-fee > 546` (else u502),
 * docs/staking-pox-5.md#rewards, so such a claim fails every time it is sent. */
function isTooSmallForBtc(
  entry: Pick<RewardCycleView, 'toClaimSats'>,
  btcMaxFeeSats: bigint | undefined,
): boolean {
  return (
    btcMaxFeeSats !== undefined &&
    entry.toClaimSats < btcMaxFeeSats + WITHDRAWAL_DUST_LIMIT_SATS + 1n
  );
}

/** Owed and claimable by the staker's claim (after the manager's collection, if it is due). */
function isOwed(entry: RewardCycleView): boolean {
  return (entry.state === 'not-pulled' || entry.state === 'unclaimed') && entry.toClaimSats > 0n;
}

/** The cycles still to claim, oldest first (claims go one cycle at a time). A cycle too
 * small to pay to the Bitcoin address its manager keeps for the staker is left out: sent, it
 * would fail and be sent again on every press. `btcMaxFeeOf` gives that manager's stored max-fee
 * (undefined: no BTC payout stored, or not known yet). */
export function cyclesToClaim(
  cycles: readonly RewardCycleView[],
  btcMaxFeeOf: (manager: string) => bigint | undefined = () => undefined,
): RewardCycleView[] {
  return cycles
    .filter((entry) => isOwed(entry) && !isTooSmallForBtc(entry, btcMaxFeeOf(entry.manager)))
    .toSorted((a, b) => a.cycle - b.cycle);
}

/** The claimable cycles left out by `cyclesToClaim` for being too small to pay to Bitcoin. */
export function cyclesTooSmallForBtc(
  cycles: readonly RewardCycleView[],
  btcMaxFeeOf: (manager: string) => bigint | undefined,
): RewardCycleView[] {
  return cycles
    .filter((entry) => isOwed(entry) && isTooSmallForBtc(entry, btcMaxFeeOf(entry.manager)))
    .toSorted((a, b) => a.cycle - b.cycle);
}
