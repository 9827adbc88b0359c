// Loaded when Claim rewards is pressed: the builders pull @stacks/transactions.
import type { ActiveNetwork } from '@/stacks/active-network';
import type { SbtcContracts } from '@/stacks/sbtc/sbtc-contracts';
import { buildClaimStakerRewards } from '@/stacks/staking/build-claim-staker-rewards';
import { buildPullRewards } from '@/stacks/staking/build-pull-rewards';
import { assertClaimReady } from '@/stacks/staking/pool-readiness';
import { fetchManagerEarnedStakerRewards } from '@/stacks/staking/manager-earned-staker-rewards';
import { fetchPendingPayout } from '@/stacks/staking/pending-payout';
import { fetchRewardsPaused } from '@/stacks/staking/rewards-paused';
import { entryOf } from './payout-calldata';

/** The manager's pull of one cycle from pox-5 (permissionless), once its interface says the
 * pull and the claim after it are the calls Satchel builds (pool-readiness.ts). */
export async function buildPullRequest(input: {
  network: ActiveNetwork;
  pox5: string;
  manager: string;
  cycle: number;
  sbtcToken: SbtcContracts['token'];
}) {
  await assertClaimReady(input.network, {
    manager: input.manager,
    entry: entryOf(input.manager, input.network.kind),
  });
  // pox-5 refuses every collection while its rewards are paused (u53; rewards-paused.ts).
  if (await fetchRewardsPaused(input.network, input.pox5)) {
    throw new Error(
      'pox-5’s reward collection is paused, so the manager cannot collect this cycle now.',
    );
  }
  return buildPullRewards(input);
}

/** The claim of one cycle, with the exact net the manager reads for it now (after any pull has
 * confirmed: the post-condition names that figure, docs/staking-pox-5.md#post-conditions). */
export async function buildClaimRequest(input: {
  network: ActiveNetwork;
  staker: string;
  manager: string;
  cycle: number;
  sbtcToken: SbtcContracts['token'];
}) {
  const entry = entryOf(input.manager, input.network.kind);
  // A claim whose signature differs from the manager's would fail on the chain: refused in words.
  await assertClaimReady(input.network, { manager: input.manager, entry });
  const net = await fetchManagerEarnedStakerRewards(input.network, {
    manager: input.manager,
    staker: input.staker,
    cycle: input.cycle,
  });
  if (net === undefined)
    throw new Error(`${input.manager} has no get-earned-staker-rewards to read the claim from.`);
  const earned = net.earnedSats;
  if (earned <= 0n) throw new Error(`the manager owes nothing for cycle ${input.cycle} now.`);
  return buildClaimStakerRewards({
    staker: input.staker,
    manager: input.manager,
    entry,
    cycle: input.cycle,
    netSats: earned,
    pendingPayoutSats: await fetchPendingPayout(input.network, input),
    sbtcToken: input.sbtcToken,
  });
}
