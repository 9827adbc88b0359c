// The staking pages' calls, built by src/stacks/staking's builders from what the forms checked.
// Loaded when a step is confirmed: the builders pull @stacks/transactions.
import type { NetworkKind } from '@/config/networks';
import type { ActiveNetwork } from '@/stacks/active-network';
import { buildClaimStakerRewards } from '@/stacks/staking/build-claim-staker-rewards';
import { buildPullRewards } from '@/stacks/staking/build-pull-rewards';
import { buildStake } from '@/stacks/staking/build-stake';
import { buildStakeUpdate } from '@/stacks/staking/build-stake-update';
import { buildUnstake } from '@/stacks/staking/build-unstake';
import { fetchManagerEarned } from '@/stacks/staking/manager-earned';
import { btcPayoutCalldata, type SignerCalldata } from '@/stacks/staking/signer-calldata';
import { findPoolByManager, type PoolEntry } from '@/stacks/staking/staking-pools';
import type { Pox5State } from '@/stacks/staking/staking-window';
import type { PositionView } from './position-view';
import type { StakeTarget } from './stake-target';

type Payout =
  { kind: 'sbtc' } | { kind: 'btc'; address: string; maxFeeSats: bigint } | { kind: 'stored' };

/** A checked payout → the calldata the manager stores (none for sBTC). */
function payoutCalldata(
  payout: Payout,
  network: NetworkKind,
  stored: SignerCalldata | undefined,
): SignerCalldata | undefined {
  if (payout.kind === 'sbtc') return undefined;
  if (payout.kind === 'stored') {
    // Never "unchanged": the reference manager deletes a stored address when none comes again.
    if (!stored) throw new Error('the BTC payout address the manager keeps could not be read.');
    return stored;
  }
  const check = btcPayoutCalldata(payout.address, network, payout.maxFeeSats);
  if (!check.valid) throw new Error(check.message);
  return check.calldata;
}

function entryOf(manager: string, network: NetworkKind): PoolEntry {
  return findPoolByManager(manager, network)?.entry ?? { kind: 'pox-5' };
}

export function buildStakeRequest(input: {
  target: StakeTarget;
  amountMicroStx: bigint;
  cycles: number;
  pox: Pox5State;
  payout: Payout;
  network: NetworkKind;
}) {
  return buildStake({
    pox: input.pox,
    target: {
      manager: input.target.manager,
      entry: input.target.pool?.entry ?? { kind: 'pox-5' },
      payout: input.target.pool?.payout,
    },
    amountMicroStx: input.amountMicroStx,
    cycles: input.cycles,
    payout: payoutCalldata(input.payout, input.network, undefined),
  });
}

export function buildUpdateRequest(input: {
  pox: Pox5State;
  position: PositionView;
  manager: string;
  increaseMicroStx: bigint;
  extendCycles: number;
  payout: Payout;
  storedPayout: SignerCalldata | undefined;
  network: NetworkKind;
}) {
  const nextPool = findPoolByManager(input.manager, input.network);
  return buildStakeUpdate({
    pox: input.pox,
    current: {
      manager: input.position.manager,
      entry: entryOf(input.position.manager, input.network),
      amountMicroStx: input.position.amountMicroStx,
      unlockCycle: input.position.unlockCycle,
    },
    target: {
      manager: input.manager,
      entry: nextPool?.entry ?? { kind: 'pox-5' },
      payout: nextPool?.payout,
    },
    cyclesToExtend: input.extendCycles,
    amountIncrease: input.increaseMicroStx,
    payout: payoutCalldata(input.payout, input.network, input.storedPayout),
  });
}

export function buildUnstakeRequest(input: {
  pox: Pox5State;
  manager: string;
  network: NetworkKind;
}) {
  return buildUnstake({
    pox: input.pox,
    current: { manager: input.manager, entry: entryOf(input.manager, input.network) },
  });
}

export function buildPullRequest(input: { pox5: string; manager: string; cycle: number }) {
  return buildPullRewards(input);
}

/** The claim of one cycle, with the exact net the manager reads for it now (after any pull has
 * confirmed: the post-condition names that figure, pox-5.md §7). */
export async function buildClaimRequest(input: {
  network: ActiveNetwork;
  staker: string;
  manager: string;
  cycle: number;
}) {
  const { earned } = await fetchManagerEarned(input.network, {
    manager: input.manager,
    staker: input.staker,
    cycle: input.cycle,
  });
  if (earned <= 0n) throw new Error(`the manager owes nothing for cycle ${input.cycle} now.`);
  return buildClaimStakerRewards({
    staker: input.staker,
    manager: input.manager,
    entry: entryOf(input.manager, input.network.kind),
    cycle: input.cycle,
    netSats: earned,
  });
}
