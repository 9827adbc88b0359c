import { queryOptions } from '@tanstack/react-query';
import type { ActiveNetwork } from '../active-network';
import type { PendingStackingTx } from '../api/mempool-transactions';
import type { PooledProtocol, StackingProtocols } from './stacking-protocols';
import { stackingQueryKey } from './stacking-queries';

export type { PendingStackingTx } from '../api/mempool-transactions';

// The user's pooled-stacking position and its status (product.md, "Status" and "Delegation
// status"). No @stacks/transactions here: the queryFn loads the fetcher lazily, so the /stacking
// hub can import these options on the first page.

export type PooledStatus =
  'active' | 'waiting-on-pool' | 'expired' | 'revoked-while-locked' | 'pending';

export interface PooledDelegation {
  delegatedTo: string;
  amountMicroStx: bigint;
  untilBurnHeight: number | undefined;
  poxAddress: { version: number; hashbytes: string } | undefined;
}

export interface PooledPosition {
  status: PooledStatus;
  /** pox-4 delegation: who and how much; undefined when none (revoked/expired). */
  delegation: PooledDelegation | undefined;
  /** The listed pool the STX are (or were) delegated to; undefined = a pool Satchel doesn't
   * list (show the address). */
  pool: PooledProtocol | undefined;
  lockedMicroStx: bigint;
  /** Unlocked balance minus what pending transactions spend. */
  availableMicroStx: bigint;
  totalMicroStx: bigint;
  /** From /v2/accounts `unlock_height` while locked. */
  unlockBurnHeight: number | undefined;
  pending: PendingStackingTx[];
}

export interface PooledStatusInput {
  /** Stacking calls of the account still in the mempool. */
  pending: readonly PendingStackingTx[];
  /** pox-4 `get-delegation-info`; undefined when none. */
  delegation: Pick<PooledDelegation, 'untilBurnHeight'> | undefined;
  lockedMicroStx: bigint;
  burnHeight: number;
  /** `until-burn-ht` of the user's last delegations through listed pox4-pools contracts
   * (`get-user-data`), undefined entries for indefinite ones. */
  poolUserDataUntil: readonly (number | undefined)[];
  /** The locked STX were stacked by the user alone (pox-4 stacker-info names no delegate):
   * that is solo stacking, not a pool position. */
  soloStacked?: boolean;
}

/** True once a delegation's end height is reached: pox-4 lets no pool lock for a cycle that
 * ends after `until-burn-ht`, so from that height on the delegation is worth nothing. */
function ended(untilBurnHeight: number | undefined, burnHeight: number): boolean {
  return untilBurnHeight !== undefined && untilBurnHeight <= burnHeight;
}

/**
 * The status to show, or null when there is no pooled position (never delegated, nothing
 * locked, nothing pending).
 */
export function derivePooledStatus(input: PooledStatusInput): PooledStatus | null {
  if (input.pending.length > 0) return 'pending';
  const locked = input.lockedMicroStx > 0n;
  if (input.delegation) {
    if (ended(input.delegation.untilBurnHeight, input.burnHeight)) return 'expired';
    return locked ? 'active' : 'waiting-on-pool';
  }
  if (locked) return input.soloStacked ? null : 'revoked-while-locked';
  // pox-4 forgets a delegation once it expires; the pool contract's record remembers it.
  return input.poolUserDataUntil.some((until) => ended(until, input.burnHeight)) ? 'expired' : null;
}

/** What the pox4-pools contract remembers of the user's last delegation through it. */
export interface PoolUserData {
  /** The pox4-pools contract read. */
  contract: string;
  /** Who the delegation went to, when the contract records it. */
  delegatedTo: string | undefined;
  untilBurnHeight: number | undefined;
}

/** Functions whose pending calls make a pooled position "pending". */
const POOLED_STACKING_FUNCTIONS: ReadonlySet<string> = new Set([
  'delegate-stx',
  'revoke-delegate-stx',
  'allow-contract-caller',
  'disallow-contract-caller',
]);

/** A pending call that changes a pooled position: on pox-4 or on a listed pool contract. */
export function isPooledStackingCall(
  protocols: StackingProtocols,
  contract: string,
  functionName: string,
): boolean {
  return (
    POOLED_STACKING_FUNCTIONS.has(functionName) &&
    (contract === protocols.pox4 || protocols.pools.some((pool) => pool.contract === contract))
  );
}

/**
 * The listed pool a delegation belongs to.
 * - A wrapper pool delegates to its operator or to itself: `delegatedTo` is `delegateTo` or
 *   the wrapper's contract.
 * - A pox4-pools pool delegates to its operator, and the pox4-pools contract keeps the user's
 *   data (`get-user-data`); without that record the delegation was not made through it.
 * When several listed pools share an operator (devnet), the contract of the user's latest
 * delegate-stx call (`recentDelegateContract`) decides; otherwise the first listed wins.
 */
export function poolCandidates(
  pools: readonly PooledProtocol[],
  delegatedTo: string,
  userData: readonly PoolUserData[],
): PooledProtocol[] {
  return pools.filter((pool) => {
    if (pool.kind === 'wrapper')
      return delegatedTo === pool.contract || delegatedTo === pool.delegateTo;
    if (delegatedTo !== pool.delegateTo) return false;
    const record = userData.find((data) => data.contract === pool.contract);
    return record !== undefined && (record.delegatedTo ?? delegatedTo) === delegatedTo;
  });
}

export function matchPool(
  candidates: readonly PooledProtocol[],
  recentDelegateContract: string | undefined,
): PooledProtocol | undefined {
  if (candidates.length > 1 && recentDelegateContract) {
    const byContract = candidates.find((pool) => pool.contract === recentDelegateContract);
    if (byContract) return byContract;
  }
  return candidates[0];
}

export function pooledPositionQueryKey(network: ActiveNetwork, stacker: string) {
  return [...stackingQueryKey(network, stacker), 'pooled-position'] as const;
}

/** Mined blocks change the status; a pending transaction confirms within a block or two. */
const POOLED_POSITION_REFETCH_MS = 30_000;

/** data: the position, or null when the account has none. */
export function pooledPositionQueryOptions(network: ActiveNetwork, stacker: string) {
  return queryOptions({
    queryKey: pooledPositionQueryKey(network, stacker),
    queryFn: async ({ signal }): Promise<PooledPosition | null> => {
      const { fetchPooledPosition } = await import('./stacking-position-fetch');
      return fetchPooledPosition(network, stacker, signal);
    },
    refetchInterval: POOLED_POSITION_REFETCH_MS,
  });
}
