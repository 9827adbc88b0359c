// A staking position as the staking pages show it (issue 12, "Your position"). The page maps the
// chain's reading (src/stacks/staking) into this, so every section words the same figures.

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
  /** µSTX locked by the stake. */
  amountMicroStx: bigint;
  /** The signer-manager the stake names (`staker-info.signer`). */
  manager: string;
  /** The first cycle that earns. */
  firstCycle: number;
  /** The cycle at whose start the STX unlock (`first-reward-cycle + num-cycles`). */
  unlockCycle: number;
}

/** A position that can still be changed: a stake pox-5 holds, not one that has ended. */
export function isOpenPosition(position: PositionView): boolean {
  return position.status === 'starting' || position.status === 'staked';
}
