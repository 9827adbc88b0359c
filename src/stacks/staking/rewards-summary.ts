import type { CycleRewards } from './staker-rewards-by-cycle';

// The reward figures the portfolio's staking line and /sbtc's "Your sBTC" both show, from the
// per-cycle history (staker-rewards-by-cycle.ts). Below the features so both read one arithmetic.

export interface RewardsSummary {
  /** Every cycle's share since pox-5 began, net of the manager's fee where it is known (sats). */
  earnedSats: bigint;
  /** What `claim-staker-rewards` would pay now (net sats). */
  claimableSats: bigint;
  /** Owed for complete cycles the manager has not collected from pox-5 yet (net, estimated with
   * the cycle's fee): claimable once it collects them, which anyone may send. */
  awaitingCollectionSats: bigint;
  /** Some of `earnedSats` uses the manager's current fee or, with no fee to read, is gross. */
  earnedIsEstimate: boolean;
  /** What the staker's claims have paid (net sats), a cycle claimed in part at mid-cycle
   * included. */
  claimedSats: bigint;
  /** Some of `claimedSats` uses an estimated or unknown fee. */
  claimedIsEstimate: boolean;
}

/** A cycle whose manager was outside the signer set earned nothing and adds nothing. */
export function summarizeRewards(rows: readonly CycleRewards[]): RewardsSummary {
  let earnedSats = 0n;
  let claimableSats = 0n;
  let awaitingCollectionSats = 0n;
  let earnedIsEstimate = false;
  let claimedSats = 0n;
  let claimedIsEstimate = false;
  for (const row of rows) {
    if (row.state === 'nothing') continue;
    const net = row.netSats ?? row.grossSats;
    const owed = row.state === 'claimed' ? 0n : (row.unclaimedNetSats ?? row.unclaimedGrossSats);
    const estimate = row.netSats === undefined || row.netIsEstimate;
    earnedSats += net;
    claimableSats += row.claimableNetSats;
    if (row.state === 'manager-must-pull') awaitingCollectionSats += owed;
    if (estimate) earnedIsEstimate = true;
    const claimed = row.claimedNetSats ?? row.claimedGrossSats;
    if (claimed > 0n) {
      claimedSats += claimed;
      // A claim always follows a pull, so its net uses the fee the pull fixed, never an estimate.
      if (row.claimedNetSats === undefined) claimedIsEstimate = true;
    }
  }
  return {
    earnedSats,
    claimableSats,
    awaitingCollectionSats,
    earnedIsEstimate,
    claimedSats,
    claimedIsEstimate,
  };
}
