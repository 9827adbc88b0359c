import { queryOptions } from '@tanstack/react-query';
import type { ActiveNetwork } from '../active-network';
import { fetchContractInterface } from '../api/contract-interface';
import {
  fetchManagerInterface,
  missingWrapperFunctions,
  type ManagerInterface,
} from './manager-interface';
import { checkManagerTakesStake } from './manager-takes-stake';
import type { PoolEntry } from './staking-pools';
import { stakingQueryKey } from './staking-query-key';

// Whether a pool's flows would succeed on the chain, read before they are offered
// (docs/product-decisions.md#staking-pools "Chain truth": a flow that would fail on the chain is
// not offered). A listed manager that lost its registration or grant would take a `stake` that
// fails with u23 / u17 and costs its fee (docs/staking-pox-5.md#signer-managers); a wrapper or a
// claim whose signature differs from what the builders send would fail too — and mainnet's
// native-pool and claim signatures are unconfirmed (docs/staking-pox-5.md#signer-managers,
// docs/staking-pox-5.md#liquid-stacking).
// - stake: the manager takes stake (manager-takes-stake.ts, shared with bring-your-own) and, for
//   a native pool, its wrapper defines `delegate` / `delegate-update` / `undelegate` with exactly
//   the arguments build-stake / build-stake-update / build-unstake send;
// - claim: only the manager's interface — `claim-staker-rewards` in the style the claim builder
//   sends for this entry, the pull `claim-rewards (list 6 uint) uint`, and the read-only
//   `get-earned-staker-rewards` the claim's exact post-condition comes from. Registration does
//   not matter: an unregistered manager still owes its stakers their unclaimed cycles.

type Readiness = 'ready' | { refused: string };

export interface PoolReadiness {
  stake: Readiness;
  claim: Readiness;
}

export interface ReadinessTarget {
  /** pox-5's contract id on this network. */
  pox5: string;
  manager: string;
  entry: PoolEntry;
}

const REFERENCE_CLAIM =
  'claim-staker-rewards (staker principal) (reward-cycle uint) (bond-index (optional uint))';
const NATIVE_POOL_CLAIM = 'claim-staker-rewards (reward-cycle uint) (bond-index (optional uint))';

/** The claim verdict from a manager's interface (undefined: no such contract). */
function claimReadiness(
  managerInterface: ManagerInterface | undefined,
  entry: PoolEntry,
): Readiness {
  if (!managerInterface) {
    return { refused: 'No signer-manager contract with this id exists on this network.' };
  }
  // build-claim-staker-rewards.ts: a native pool's manager is sent (cycle, bond?), any other
  // the reference's (staker, cycle, bond?). Xverse's earlier revision returns a bare uint, which
  // the call does not depend on (docs/staking-pox-5.md#signer-managers), so only the arguments are
  // compared.
  const expected = entry.kind === 'native-pool' ? 'native-pool' : 'reference';
  if (managerInterface.claim !== expected) {
    return {
      refused: `This signer-manager does not define ${expected === 'reference' ? REFERENCE_CLAIM : NATIVE_POOL_CLAIM}, which is the claim Satchel sends, so Satchel does not build a claim that would fail. Claim through the pool’s own site.`,
    };
  }
  if (!managerInterface.canPull) {
    return {
      refused:
        'This signer-manager does not define claim-rewards (bond-periods (list 6 uint)) (reward-cycle uint), the collection from pox-5 that Satchel sends before a claim, so Satchel does not build one. Claim through the pool’s own site.',
    };
  }
  if (!managerInterface.earnedReader) {
    return {
      refused:
        'This signer-manager has no read-only get-earned-staker-rewards, so Satchel cannot tell what a claim pays and does not build one. Claim through the pool’s own site.',
    };
  }
  return 'ready';
}

interface ClaimTarget {
  manager: string;
  entry: PoolEntry;
}

/** Whether the manager's claim and pull are the calls Satchel builds for this entry. */
async function checkClaimReadiness(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { manager, entry }: ClaimTarget,
  signal?: AbortSignal,
): Promise<Readiness> {
  return claimReadiness(await fetchManagerInterface(network, manager, signal), entry);
}

/** Throws the refusal in words when the manager's claim or pull is not the call Satchel would
 * build for this entry: the claim section asks this before building either. */
export async function assertClaimReady(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  target: ClaimTarget,
  signal?: AbortSignal,
): Promise<void> {
  const claim = await checkClaimReadiness(network, target, signal);
  if (claim !== 'ready') throw new Error(claim.refused);
}

/** The claim section's view of each cycle's manager: a cycle whose manager Satchel would not
 * claim from is set aside, so it never holds the oldest-first queue. */
export function claimReadinessQueryOptions(network: ActiveNetwork, target: ClaimTarget) {
  const wrapper = target.entry.kind === 'native-pool' ? target.entry.contract : null;
  return queryOptions({
    queryKey: [...stakingQueryKey(network), 'claim-readiness', target.manager, wrapper] as const,
    queryFn: ({ signal }) => checkClaimReadiness(network, target, signal),
  });
}

async function wrapperReadiness(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  wrapper: string,
  signal?: AbortSignal,
): Promise<Readiness> {
  const answer = await fetchContractInterface(network, wrapper, signal);
  if (!answer.found) {
    return { refused: `Its staking contract ${wrapper} does not exist on this network.` };
  }
  const missing = missingWrapperFunctions(answer.contractInterface);
  if (missing.length > 0) {
    return {
      refused: `Its staking contract ${wrapper} does not define ${missing.join(', ')} with the arguments Satchel sends, so a stake through it would fail on the chain.`,
    };
  }
  return 'ready';
}

export async function checkPoolReadiness(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { pox5, manager, entry }: ReadinessTarget,
  signal?: AbortSignal,
): Promise<PoolReadiness> {
  const check = await checkManagerTakesStake(network, { pox5, manager }, signal);
  const claim = claimReadiness(check.managerInterface, entry);
  if (!check.ok) return { stake: { refused: check.reason }, claim };
  const stake =
    entry.kind === 'native-pool'
      ? await wrapperReadiness(network, entry.contract, signal)
      : 'ready';
  return { stake, claim };
}

/**
 * Throws the refusal in words unless pox-5 would take stake to `manager` now. pox-5 checks the
 * target's registration and grant on every `stake` and on every `stake-update`, even one that
 * keeps the same manager (`stake-update`, stackslib/src/chainstate/stacks/boot/pox-5.clar at
 * stacks-core 4.0.1, lines 1127–1131: u23 / u17). Asked again right before a stake or an update is
 * built, since a grant can be revoked between the page's read and the signature.
 */
export async function assertStakeReady(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  target: ReadinessTarget,
  signal?: AbortSignal,
): Promise<void> {
  const { stake } = await checkPoolReadiness(network, target, signal);
  if (stake !== 'ready') throw new Error(stake.refused);
}

export function poolReadinessQueryOptions(network: ActiveNetwork, target: ReadinessTarget) {
  const wrapper = target.entry.kind === 'native-pool' ? target.entry.contract : null;
  return queryOptions({
    queryKey: [
      ...stakingQueryKey(network),
      'pool-readiness',
      target.pox5,
      target.manager,
      wrapper,
    ] as const,
    queryFn: ({ signal }) => checkPoolReadiness(network, target, signal),
  });
}
