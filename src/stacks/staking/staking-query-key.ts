import { networkQueryKey, type ActiveNetwork } from '../active-network';

/**
 * The prefix of every pox-5 query on a network. Queries about one staker start with
 * `stakerQueryKey`: invalidate that once one of their staking transactions confirms.
 */
export function stakingQueryKey(network: ActiveNetwork) {
  return [...networkQueryKey(network), 'staking'] as const;
}

export function stakerQueryKey(network: ActiveNetwork, staker: string) {
  return [...stakingQueryKey(network), 'staker', staker] as const;
}
