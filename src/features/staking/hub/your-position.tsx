import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '@/stacks/active-network';
import { findPoolByManager } from '@/stacks/staking/staking-pools';
import {
  stakingPositionQueryOptions,
  type StakingPosition,
} from '@/stacks/staking/staking-position';
import { SectionFailure } from './section-failure';
import { YourPositionLayout, YourPositionSection, type HubPosition } from './your-position.layout';
import { Shimmer } from '@/design-system/shimmer';

/** The staking-position reader's answer in the hub's words. */
function toHubPosition(position: StakingPosition, name: (manager: string) => string): HubPosition {
  if (position.kind === 'none') {
    return { kind: 'none', hadPox4Position: position.hadPox4Position };
  }
  return {
    kind: 'position',
    status: position.status,
    amountMicroStx: position.amountMicroStx,
    manager: name(position.manager),
    firstCycle: position.firstCycle,
    unlockCycle: position.unlockCycle,
  };
}

/** The connected account's position, read from pox-5 (staking-position). */
export function YourPosition({
  stxAddress,
  currentCycle,
}: {
  stxAddress: string;
  currentCycle: number;
}) {
  const network = useActiveNetwork();
  const query = useQuery(stakingPositionQueryOptions(network, stxAddress, currentCycle));
  if (query.data) {
    const name = (manager: string) => findPoolByManager(manager, network.kind)?.name ?? manager;
    return <YourPositionLayout position={toHubPosition(query.data, name)} />;
  }
  if (query.isError) {
    return (
      <YourPositionSection>
        <SectionFailure onRetry={() => void query.refetch()} retrying={query.isFetching}>
          Your position could not be read: the Stacks API did not answer as expected.
        </SectionFailure>
      </YourPositionSection>
    );
  }
  return (
    <YourPositionSection>
      <Shimmer lines={3} label="Looking for your position…" />
    </YourPositionSection>
  );
}
