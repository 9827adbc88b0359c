import type { NetworkKind } from '@/config/networks';
import { findPoolByManager, type StakingPool } from '@/stacks/staking/staking-pools';

// A pool whose operator pays its stakers' rewards itself, in BTC off the Stacks chain
// (src/stacks/staking/staking-pools.ts `claim: 'operator'`: PlanBetter), has no
// `claim-staker-rewards` for a staker to send (devnet/README.md, "Stand-in signer-managers"), so
// Satchel offers no claim for its cycles and says why.

/** Whether `manager` is a listed pool's whose operator pays rewards itself. */
export function isPaidByPool(manager: string, kind: NetworkKind): boolean {
  return findPoolByManager(manager, kind)?.claim === 'operator';
}

/** The listed pools among `managers` that pay rewards themselves, each once. */
export function poolsPayingThemselves(
  managers: Iterable<string | undefined>,
  kind: NetworkKind,
): StakingPool[] {
  const pools = new Map<string, StakingPool>();
  for (const manager of managers) {
    if (manager === undefined) continue;
    const pool = findPoolByManager(manager, kind);
    if (pool?.claim === 'operator') pools.set(pool.slug, pool);
  }
  return [...pools.values()];
}

/** "PlanBetter pays your rewards itself, in BTC to your payout address, so there is nothing to
 * claim from it here." */
export function PaidByPoolNotice({ pools }: { pools: readonly Pick<StakingPool, 'name'>[] }) {
  if (pools.length === 0) return null;
  const names = pools.map((pool) => pool.name).join(' and ');
  const plural = pools.length > 1;
  return (
    <p data-testid="claim-paid-by-pool">
      {names} {plural ? 'pay' : 'pays'} your rewards {plural ? 'themselves' : 'itself'}, in BTC to
      your payout address (the Bitcoin address sent with your stake), so there is nothing to claim
      from {plural ? 'them' : 'it'} here.
    </p>
  );
}
