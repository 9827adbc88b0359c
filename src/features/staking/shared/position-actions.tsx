import type { StakingPoolChoice } from '@/config/staking-choices';
import { Banner } from '@/design-system/banner';
import { Shimmer } from '@/design-system/shimmer';
import type { ActiveNetwork } from '@/stacks/active-network';
import type { StoredPayout } from '@/stacks/staking/stored-payout';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { ClaimRewardsSection } from './claim-rewards-section';
import { entryOf } from './payout-calldata';
import { isHeldPosition, type PositionView } from '@/stacks/staking/position-view';
import type { RewardCycleView } from './reward-cycle-view';
import { UnstakeSection } from './unstake-section';
import { UpdatePositionForm } from './update-position-form';

/** Claim, Update and Unstake for a position: the same components on the pool page (when staked
 * there) and on the position page. Claims stay open after a stake has ended
 * (docs/staking-pox-5.md#prior-art-leather). */
export function PositionActions({
  network,
  staker,
  position,
  pox,
  analyticsPool,
  availableMicroStx,
  storedPayout,
  rewardCycles,
}: {
  network: ActiveNetwork;
  staker: string;
  position: PositionView;
  pox: Pox5State;
  analyticsPool: StakingPoolChoice;
  availableMicroStx: bigint | undefined;
  /** 'loading' until the manager's stored payout is read: the Update form waits for it, since an
   * update sent without it would delete it (docs/staking-pox-5.md#signer-managers). */
  storedPayout: StoredPayout | 'loading' | 'unreadable';
  rewardCycles: readonly RewardCycleView[] | undefined;
}) {
  // A native pool's wrapper updates without calldata (its delegate-update takes none), so what
  // its manager keeps does not matter to the update.
  const sendsCalldata = entryOf(position.manager ?? '', network.kind).kind !== 'native-pool';
  return (
    <>
      {rewardCycles ? (
        <ClaimRewardsSection
          network={network}
          staker={staker}
          pox={pox}
          cycles={rewardCycles}
          positionManager={position.manager}
        />
      ) : null}
      {isHeldPosition(position) ? (
        <>
          {storedPayout === 'loading' ? (
            <Shimmer label="Reading the payout your signer-manager keeps for you" lines={3} />
          ) : storedPayout === 'unreadable' ? (
            <Banner variant="warning" title="Update is not offered right now">
              The payout your signer-manager keeps for you could not be read, and an update sent
              without it would make the manager forget it. Satchel tries again.
            </Banner>
          ) : (
            <UpdatePositionForm
              // A fresh form once the position changes (a confirmed update moves its figures).
              key={`${position.manager}:${position.amountMicroStx}:${position.unlockCycle}`}
              network={network}
              position={position}
              pox={pox}
              availableMicroStx={availableMicroStx}
              storedPayout={sendsCalldata ? storedPayout : { kind: 'none' }}
            />
          )}
          {position.status === 'unstaking' ? null : (
            <UnstakeSection
              network={network}
              position={position}
              pox={pox}
              analyticsPool={analyticsPool}
            />
          )}
        </>
      ) : null}
    </>
  );
}
