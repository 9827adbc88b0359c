import type { NetworkKind } from '@/config/networks';
import { estimatedDateAt } from './cycle-date';
import { cycleStartHeight } from './pox-cycles';
import type { CycleMembership } from './signer-cycle-membership';
import type { PendingStakingTx } from './staking-mempool';
import { findPoolByManager, type StakingPool } from './staking-pools';
import type { StakerInfo } from './staker-info';
import type { Pox5State } from './staking-window';

// A person's pox-5 position and its status ("Your position"), derived without the
// network from what the readers return. Pure, so every status is unit-tested from its facts.

type StakingStatus =
  /** Staked; earning starts next cycle (`first-reward-cycle` = current + 1;
   * docs/staking-pox-5.md#staking-model). */
  | 'starting-next-cycle'
  /** Locked and earning this cycle, and the next. */
  | 'staked'
  /** This cycle is the last locked one ("ends with this cycle"): after an unstake, which moves
   * the unlock to current + 1 (pox-5.clar `unstake`), or at the natural end of the duration. */
  | 'unstaking'
  /** No position now, but the account was a member of the previous cycle. */
  | 'ended'
  /** A stake, update or unstake of the account waits in the mempool. */
  | 'pending'
  | 'none';

export interface StakingPosition {
  status: StakingStatus;
  /** From `get-staker-info` while a position exists; otherwise the last membership's. */
  amountMicroStx: bigint | undefined;
  manager: string | undefined;
  /** The listed pool of that manager (undefined: a manager the person brought). */
  pool: StakingPool | undefined;
  firstCycle: number | undefined;
  unlockCycle: number | undefined;
  /** The first burn block of the unlock cycle: STX unlock there
   * (docs/staking-pox-5.md#staking-model). */
  unlockHeight: number | undefined;
  /** Estimated at ~10 minutes per burn block. */
  unlockDate: Date | undefined;
  pending: PendingStakingTx[];
  /** The account had a pox-4 position, released at Epoch 4.0
   * (docs/staking-pox-5.md#epoch-40-and-pox-4), and has none now. */
  pox4Released: boolean;
}

export interface StakingPositionFacts {
  pox: Pox5State;
  kind: NetworkKind;
  stakerInfo: StakerInfo | undefined;
  pending: PendingStakingTx[];
  /** `get-signer-cycle-membership` for the previous cycle. */
  previousMembership: CycleMembership | undefined;
  /** pox4-history.ts: the account has a pox-4 stacking or delegation record. */
  hadPox4Position: boolean;
  now?: Date;
}

function statusOf({
  pox,
  stakerInfo,
  pending,
  previousMembership,
}: StakingPositionFacts): StakingStatus {
  // A pending pull or claim leaves the position as it is; a stake, update or unstake changes it.
  if (pending.some((tx) => tx.kind !== 'pull' && tx.kind !== 'claim')) return 'pending';
  if (stakerInfo) {
    if (stakerInfo.unlockCycle <= pox.currentCycle + 1) return 'unstaking';
    return stakerInfo.firstCycle > pox.currentCycle ? 'starting-next-cycle' : 'staked';
  }
  return previousMembership ? 'ended' : 'none';
}

export function deriveStakingPosition(facts: StakingPositionFacts): StakingPosition {
  const { pox, kind, stakerInfo, pending, previousMembership, hadPox4Position, now } = facts;
  const manager = stakerInfo?.manager ?? previousMembership?.manager;
  const unlockCycle =
    stakerInfo?.unlockCycle ?? (previousMembership ? pox.currentCycle : undefined);
  const unlockHeight = unlockCycle === undefined ? undefined : cycleStartHeight(unlockCycle, pox);
  return {
    status: statusOf(facts),
    amountMicroStx: stakerInfo?.amountMicroStx ?? previousMembership?.amountMicroStx,
    manager,
    pool: manager === undefined ? undefined : findPoolByManager(manager, kind),
    firstCycle: stakerInfo?.firstCycle,
    unlockCycle,
    unlockHeight,
    unlockDate: unlockHeight === undefined ? undefined : estimatedDateAt(unlockHeight, pox, now),
    pending,
    pox4Released: !stakerInfo && !previousMembership && hadPox4Position,
  };
}
