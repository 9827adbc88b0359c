import { useQuery } from '@tanstack/react-query';
import type { ActiveNetwork } from '@/stacks/active-network';
import { emilyLimitsQueryOptions } from '@/stacks/emily/emily-limits';
import { emilyOrigin } from '@/stacks/emily/emily-origin';
import { sbtcTotalSupplyQueryOptions } from '@/stacks/sbtc/sbtc-total-supply-query';
import { bridgeCapacity, type BridgeCapacity } from './bridge-capacity';

/**
 * The bridge's limits, sBTC's supply and what they leave, read once for both sections that
 * need them (Get sBTC disables its bridge button on it, Bridge capacity shows it): the same
 * queries, so one request each. `capacity` is undefined while a read it needs is missing
 * (loading or failed: never guessed) and where there is no bridge (`bridged: false`, the
 * devnet).
 */
export function useBridgeCapacity(network: ActiveNetwork, token: string) {
  const bridged = emilyOrigin(network.kind) !== undefined;
  const limits = useQuery(emilyLimitsQueryOptions(network));
  const supply = useQuery(sbtcTotalSupplyQueryOptions(network, token));
  let capacity: BridgeCapacity | undefined;
  if (bridged && limits.data) {
    // No cap needs no supply to say so.
    if (limits.data.pegCap === undefined) capacity = { kind: 'no-cap' };
    else if (supply.data !== undefined) capacity = bridgeCapacity(limits.data.pegCap, supply.data);
  }
  return { bridged, limits, supply, capacity };
}
