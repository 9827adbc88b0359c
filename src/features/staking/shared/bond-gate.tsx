import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Banner } from '@/design-system/banner';
import { Shimmer } from '@/design-system/shimmer';
import { formatMicroStx } from '@/lib/micro-stx';
import type { ActiveNetwork } from '@/stacks/active-network';
import { bondMembershipQueryOptions } from '@/stacks/staking/bond-membership';
import type { Pox5State } from '@/stacks/staking/staking-window';

/**
 * The Stake form, offered only to an account that holds no protocol bond: pox-5 holds one position
 * per account, and refuses a stake beside an active bond with u19 (bond-membership.ts). Leaving a
 * bond for a stake opens only in the bond's last half-cycle (u48 before), which Satchel does not
 * build; the bond's own app does. Without a connected account there is nothing to read.
 */
export function BondGate({
  network,
  pox,
  staker,
  children,
}: {
  network: ActiveNetwork;
  pox: Pox5State;
  staker: string | undefined;
  children: ReactNode;
}) {
  const bond = useQuery({
    ...bondMembershipQueryOptions(network, { pox5: pox.contractId, staker: staker ?? '' }),
    enabled: staker !== undefined,
  });
  if (staker === undefined) return children;
  if (bond.isPending) return <Shimmer label="Checking your account on pox-5" lines={3} />;
  if (bond.error) {
    return (
      <Banner variant="error" title="Could not check your account on pox-5">
        {bond.error.message}. Satchel offers no stake until it knows whether this account holds a
        protocol bond, which pox-5 would not let a stake sit beside; it tries again.
      </Banner>
    );
  }
  if (bond.data) {
    return (
      <Banner variant="info" title="This account holds a protocol bond">
        <p data-testid="bond-refusal">
          It is in bond {bond.data.bondIndex} with {formatMicroStx(bond.data.amountMicroStx)}{' '}
          through <code>{bond.data.manager}</code>. pox-5 holds one position per account, so a stake
          beside the bond would fail and still cost its fee; Satchel does not offer one. Moving from
          a bond to a stake opens in the bond’s last half-cycle, from the bond’s own app.
        </p>
      </Banner>
    );
  }
  return children;
}
