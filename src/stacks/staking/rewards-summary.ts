import type { CycleRewards } from './staker-rewards-by-cycle';

// The reward figures the portfolio's staking line and /sbtc's "Your sBTC" both show, from the
// per-cycle history (staker-rewards-by-cycle.ts). Below the features so both read one arithmetic.

export interface RewardsSummary {
  /** Every cycle's share since pox-5 began, net of the manager's fee where it is known (sats). */
  earnedSats: bigint;
  /** What `claim-staker-rewards` would pay now (net sats). */
  claimableSats: bigint;
  /** Some of `earnedSats` uses the manager's current fee or, with no fee to read, is gross. */
  earnedIsEstimate: boolean;
  /** What the staker's claims have paid: the cycles in state `claimed`, net of the fee (sats). */
  claimedSats: bigint;
  /** Some of `claimedSats` is gross: the cycle's fee could not be read. */
  claimedIsEstimate: boolean;
}

/** A cycle whose manager was outside the signer set earned nothing and adds nothing. */
export function summarizeRewards(rows: readonly CycleRewards[]): RewardsSummary {
  let earnedSats = 0n;
  let claimableSats = 0n;
  let earnedIsEstimate = false;
  let claimedSats = 0n;
  let claimedIsEstimate = false;
  for (const row of rows) {
    if (row.state === 'nothing') continue;
    const net = row.netSats ?? row.grossSats;
    const estimate = row.netSats === undefined || row.netIsEstimate;
    earnedSats += net;
    claimableSats += row.claimableNetSats;
    if (estimate) earnedIsEstimate = true;
    if (row.state === 'claimed') {
      claimedSats += net;
      if (estimate) claimedIsEstimate = true;
    }
  }
  return { earnedSats, claimableSats, earnedIsEstimate, claimedSats, claimedIsEstimate };
}
