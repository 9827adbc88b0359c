import { isHeldPosition, type PositionView } from '@/stacks/staking/position-view';

// What a signer-manager's page offers the connected account, from its position: pox-5
// holds one position per account (docs/staking-pox-5.md#staking-model), so a held or pending one
// decides.

export type StakePageMode =
  /** No position, or one that ended (even with this manager): the Stake form. An ended
   * position's unclaimed cycles are offered too (docs/staking-pox-5.md#prior-art-leather). */
  | { kind: 'stake'; claimsOfEnded: boolean }
  /** A held position with this manager: Claim / Update / Unstake. */
  | { kind: 'here' }
  /** A held position with another manager: see your position. */
  | { kind: 'elsewhere' }
  /** A stake, update or unstake waits in the mempool: nothing until it settles. `manager` is the
   * position's when one exists; a first stake has none yet (the mempool entry does not say). */
  | { kind: 'pending'; sameManager: boolean | undefined };

/** `targetManagers`: the page's manager and, for a pool, its other managers (staking-pools.ts
 * `otherManagers`: a position on Fast Pool's fastpool-1 is Fast Pool's too). */
export function stakePageMode(
  position: PositionView | undefined,
  targetManagers: readonly string[],
): StakePageMode {
  if (position === undefined) return { kind: 'stake', claimsOfEnded: false };
  if (position.status === 'pending')
    return {
      kind: 'pending',
      sameManager:
        position.manager === undefined ? undefined : targetManagers.includes(position.manager),
    };
  if (isHeldPosition(position))
    return targetManagers.includes(position.manager) ? { kind: 'here' } : { kind: 'elsewhere' };
  // `ended`: the manager is the previous cycle's membership, not a position pox-5 holds now.
  return { kind: 'stake', claimsOfEnded: position.status === 'ended' };
}
