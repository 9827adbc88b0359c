import type { ActiveNetwork } from '@/stacks/active-network';
import type { SbtcContracts } from '@/stacks/sbtc/sbtc-contracts';

/** What every section of /sbtc is given: the selected network, sBTC's contracts on it, and the
 * connected account when it belongs to this network (undefined for a visitor, or a wallet on
 * the other network). */
export interface SbtcSectionProps {
  network: ActiveNetwork;
  contracts: SbtcContracts;
  address: string | undefined;
}
