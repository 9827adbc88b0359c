// A staking position as the staking pages and the portfolio's staking line show it
// ("Your position", docs/product-decisions.md#staking-pages). They map the chain's reading (staking-position.ts) into this, so every
// section words the same figures.

import type { StakingPosition } from './staking-position';

export type PositionStatus = 'starting' | 'staked' | 'unstaking' | 'ended' | 'pending';

export const POSITION_STATUS_LABEL: Readonly<Record<PositionStatus, string>> = {
  starting: 'Starting next cycle',
  staked: 'Staked',
  unstaking: 'Unstaking (ends with this cycle)',
  ended: 'Ended',
  pending: 'Pending',
};

export interface PositionView {
  status: PositionStatus;
  /** µSTX locked by the stake (for an ended one, what it last held); undefined while a first
   * stake is still pending. */
  amountMicroStx: bigint | undefined;
  /** The signer-manager the stake names (`staker-info.signer`). */
  manager: string | undefined;
  /** The first cycle that earns; undefined once ended. */
  firstCycle: number | undefined;
  /** The cycle at whose start the STX unlock (`first-reward-cycle + num-cycles`). */
  unlockCycle: number | undefined;
}

/** A position pox-5 holds now, with every figure known. */
export interface HeldPosition extends PositionView {
  status: 'starting' | 'staked' | 'unstaking';
  amountMicroStx: bigint;
  manager: string;
  firstCycle: number;
  unlockCycle: number;
}

/** A position that can still be changed (updated; unstaked unless already unstaking). */
export function isHeldPosition(position: PositionView): position is HeldPosition {
  return (
    (position.status === 'starting' ||
      position.status === 'staked' ||
      position.status === 'unstaking') &&
    position.amountMicroStx !== undefined &&
    position.manager !== undefined &&
    position.firstCycle !== undefined &&
    position.unlockCycle !== undefined
  );
}

const STATUS: Readonly<Record<Exclude<StakingPosition['status'], 'none'>, PositionStatus>> = {
  'starting-next-cycle': 'starting',
  staked: 'staked',
  unstaking: 'unstaking',
  ended: 'ended',
  pending: 'pending',
};

/** The chain's reading in the pages' shape, or null when the account has no position. */
export function toPositionView(position: StakingPosition): PositionView | null {
  if (position.status === 'none') return null;
  return {
    status: STATUS[position.status],
    amountMicroStx: position.amountMicroStx,
    manager: position.manager,
    firstCycle: position.firstCycle,
    unlockCycle: position.unlockCycle,
  };
}
