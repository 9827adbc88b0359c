import { networkQueryKey, type ActiveNetwork } from '../active-network';

/**
 * The prefix of every query about one principal's stacking (pooled position, contract-caller
 * allowances, liquid positions): invalidate it once a stacking transaction confirms.
 */
export function stackingQueryKey(network: ActiveNetwork, principal: string) {
  return [...networkQueryKey(network), 'stacking', principal] as const;
}
