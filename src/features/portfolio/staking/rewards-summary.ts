import type { CycleRewards } from '@/stacks/staking/staker-rewards-by-cycle';

export interface RewardsSummary {
  /** Every cycle's share since pox-5 began, net of the manager's fee where it is known (sats). */
  earnedSats: bigint;
  /** What `claim-staker-rewards` would pay now (net sats). */
  claimableSats: bigint;
  /** Some of `earnedSats` uses the manager's current fee or, with no fee to read, is gross. */
  earnedIsEstimate: boolean;
}

/** The staking line's two reward figures from the per-cycle history (staker-rewards-by-cycle.ts):
 * a cycle whose manager was outside the signer set earned nothing and adds nothing. */
export function summarizeRewards(rows: readonly CycleRewards[]): RewardsSummary {
  let earnedSats = 0n;
  let claimableSats = 0n;
  let earnedIsEstimate = false;
  for (const row of rows) {
    if (row.state === 'nothing') continue;
    earnedSats += row.netSats ?? row.grossSats;
    claimableSats += row.claimableNetSats;
    if (row.netSats === undefined || row.netIsEstimate) earnedIsEstimate = true;
  }
  return { earnedSats, claimableSats, earnedIsEstimate };
}
