import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '@/stacks/active-network';
import { findPoolByManager } from '@/stacks/staking/staking-pools';
import { poxStateQueryOptions } from '@/stacks/staking/pox-state';
import type { StakingPosition } from '@/stacks/staking/staking-position';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { stakingPositionQueryOptions } from '@/stacks/staking/staking-position-query';
import { SectionFailure } from '@/design-system/section-failure';
import { YourPositionLayout, YourPositionSection, type HubPosition } from './your-position.layout';
import { Shimmer } from '@/design-system/shimmer';

/** The staking-position reader's answer in the hub's words. */
function toHubPosition(position: StakingPosition, name: (manager: string) => string): HubPosition {
  const { status, amountMicroStx, manager, firstCycle, unlockCycle } = position;
  if (
    status === 'none' ||
    amountMicroStx === undefined ||
    manager === undefined ||
    firstCycle === undefined ||
    unlockCycle === undefined
  ) {
    return { kind: 'none', hadPox4Position: position.pox4Released };
  }
  return {
    kind: 'position',
    status: status === 'starting-next-cycle' ? 'starting' : status,
    amountMicroStx,
    manager: name(manager),
    firstCycle,
    unlockCycle,
  };
}

/** The connected account's position, read from pox-5 (staking-position). */
export function YourPosition({ stxAddress }: { stxAddress: string }) {
  const network = useActiveNetwork();
  // The hub's PoxStateSource reads the same query: this one is answered from its cache.
  const pox = useQuery(poxStateQueryOptions(network)).data;
  if (pox?.kind !== 'pox-5') return <PositionLoading />;
  return <PositionOf pox={pox} stxAddress={stxAddress} />;
}

function PositionLoading() {
  return <PositionLoading />;
}

function PositionOf({ pox, stxAddress }: { pox: Pox5State; stxAddress: string }) {
  const network = useActiveNetwork();
  const query = useQuery(stakingPositionQueryOptions(network, { pox, staker: stxAddress }));
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
