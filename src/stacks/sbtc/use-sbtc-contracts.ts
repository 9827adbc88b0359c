import { useQuery } from '@tanstack/react-query';
import type { ActiveNetwork } from '../active-network';
import { poxStateQueryOptions } from '../staking/pox-state';
import { sbtcContracts, type SbtcContracts } from './sbtc-contracts';

/** sBTC's contracts on the selected network: the known deployment at once, the token and registry
 * `/v2/pox` names as soon as the node has answered (one cached read the staking pages share). */
export function useSbtcContracts(network: ActiveNetwork): SbtcContracts {
  const pox = useQuery(poxStateQueryOptions(network));
  const reported = pox.data?.kind === 'pox-5' ? pox.data : undefined;
  return sbtcContracts(network.kind, reported?.sbtcToken, reported?.sbtcRegistry);
}
