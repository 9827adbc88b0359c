import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { Cl, type ClarityValue } from '@stacks/transactions';
import type { ActiveNetwork } from '../active-network';
import { callReadOnlyUint, ReadOnlyCallFailedError } from '../call-read-only';
import { fetchManagerEarnedStakerRewards } from './manager-earned-staker-rewards';
import { fetchManagerFee } from './manager-fee';
import { cycleStartHeight } from './pox-cycles';
import { fetchPoxEarned } from './pox-earned';
import { fetchCycleMembership } from './signer-cycle-membership';
import { fetchSignerSetContains } from './signer-set-contains';
import { stakerQueryKey } from './staking-query-key';
import type { Pox5State } from './staking-window';

// A staker's rewards per cycle since the first pox-5 cycle (the rewards chart, claimed
// and unclaimed told apart). For each cycle, pox-5's `get-signer-cycle-membership` says who the
// staker was with and how much (docs/staking-pox-5.md#rewards, "Per-cycle history"); then:
//
// - `nothing`: the manager was not in that cycle's signer set (under 50,000 STX: its stakers earn
//   nothing, docs/staking-pox-5.md#staking-model), or nothing was ever earned.
// - `accruing`: the cycle is not complete — pox-5 credits cycle N at mid-N and again at the
//   `calculate-rewards` at/after the start of N+1 (docs/staking-pox-5.md#rewards), so it is
// complete once
//   `get-last-reward-compute-height` ≥ start(N+1) − 1: a run records its boundary − 1, the
//   height whose cycle it credits (pox-5.clar `calculate-rewards`, lines 2161–2166, 2211).
// - `manager-must-pull`: pox-5 `get-earned(manager, N)` > 0 — the manager has not pulled all of
//   it, and until it does the staker's figure reads 0 (docs/staking-pox-5.md#rewards).
// - `claimable`: the manager's `get-earned-staker-rewards` > 0 (net of its fee).
// - `claimed`: membership present, nothing left, and pox-5 holds a reward-per-token snapshot for
//   this staker and cycle (`get-staker-rewards-per-token-settled-for-cycle` > 0). Only
//   `claim-staker-rewards-for-signer` writes a non-zero snapshot for a past cycle: stake changes
//   settle future cycles only, whose per-token rewards are still 0 (pox-5.clar lines 2444–2470,
//   2581–2613; stake-update and unstake touch cycles after the current one).
//
// Amounts, all with pox-5's own formula `compute-earned-rewards` (pox-5.clar line 2378:
// `pending + shares × (rpt − rpt-paid) / 1e18`):
// - `grossSats`: the staker's share of everything pox-5 credited the cycle, claimed or not
//   (rpt-paid 0, pending 0), before the manager's fee; `netSats` after it.
// - `unclaimedGrossSats`: what the staker has not been paid yet — pox-5's global per-token reward
//   less the staker's settled snapshot, plus what an earlier settlement left pending
//   (`get-staker-unclaimed-rewards-for-cycle`). It is exactly what pox-5's
//   `get-earned-staker-rewards` reads once the manager has pulled everything (that reader uses the
//   manager's per-token snapshot, which a pull moves to the global one). A cycle partly claimed at
//   mid-cycle is owed only this remainder, never the whole cycle again.
// - `unclaimedNetSats`: the remainder after the fee — exact when the manager has pulled it all
//   (its own `get-earned-staker-rewards`), derived with the cycle's fee otherwise.
// - `claimedGrossSats` / `claimedNetSats`: what the staker's claims paid, with the chain's own
//   rounding. A claim has pox-5 settle the staker (`claim-staker-rewards-for-signer`, pox-5.clar
//   lines 2444–2470): it pays `compute-earned-rewards` from the staker's previous snapshot, moves
//   the snapshot to the manager's per-token reward and zeroes the pending (`settle-staker-rewards`,
//   lines 2581–2613). The manager then takes its fee from that gross, rounded down, on each claim
//   (devnet/vendor/managers/fastpool-1-signer-manager.clar lines 236–238, xverse-signer-manager-1
//   .clar lines 235–239, fastpool-max500-signer-manager.clar lines 397–401). So the gross paid is
//   `shares × snapshot / 1e18` less any pending not paid yet — not `grossSats −
//   unclaimedGrossSats`, which rounds twice and can read 1 sat more — and the net is that gross
//   less its fee, rounded down as the manager does. Exact for a cycle claimed once (or once since
//   a zero snapshot); each further claim of the same cycle rounds its gross and its fee down on
//   its own, so there the figure can differ from what was paid by up to 1 sat per extra claim:
//   pox-5 keeps only the last snapshot, and the per-claim amounts are only in the claims' events.
// `undefined` net figures: the manager's fee is unknown.

type CycleRewardState = 'accruing' | 'manager-must-pull' | 'claimable' | 'claimed' | 'nothing';

export interface CycleRewards {
  cycle: number;
  manager: string;
  amountMicroStx: bigint;
  /** `signer-set-contains-for-cycle`: outside the set, the cycle earns nothing. */
  inSignerSet: boolean;
  state: CycleRewardState;
  grossSats: bigint;
  netSats: bigint | undefined;
  /** What the staker has not been paid for this cycle yet, before the fee (see above). */
  unclaimedGrossSats: bigint;
  /** The same after the manager's fee; `undefined` when the fee is unknown. */
  unclaimedNetSats: bigint | undefined;
  /** What the staker's claims have paid for this cycle, before the fee: pox-5's settled share
   * (see above). */
  claimedGrossSats: bigint;
  /** The same less the manager's fee, rounded down as the manager does; `undefined` when the fee
   * is unknown. */
  claimedNetSats: bigint | undefined;
  /** What `claim-staker-rewards` pays now (net); 0 unless `claimable` (or accruing and partly
   * pulled). */
  claimableNetSats: bigint;
  /** `netSats` uses the manager's current `fees-bips`, not the cycle's own fee: the cycle has not
   * been pulled, and its fee is fixed only at its first pull (docs/staking-pox-5.md#rewards,
   * docs/staking-pox-5.md#signer-managers); the admin may still change it. */
  netIsEstimate: boolean;
}

/** A cycle's figures when it earned nothing (outside the signer set): every amount 0, exact. */
export const NOTHING_EARNED = {
  grossSats: 0n,
  netSats: 0n,
  unclaimedGrossSats: 0n,
  unclaimedNetSats: 0n,
  claimedGrossSats: 0n,
  claimedNetSats: 0n,
  claimableNetSats: 0n,
  netIsEstimate: false,
} as const satisfies Partial<CycleRewards>;

/** pox-5's reward-per-token precision (`PRECISION`, used by `compute-earned-rewards`). */
const PRECISION = 10n ** 18n;

/** How far back a history goes at most: the longest stake. */
const MAX_HISTORY_CYCLES = 96;

interface Reader {
  pox5(functionName: string, args: ClarityValue[]): Promise<bigint>;
}

function reader(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  pox5: string,
  signal?: AbortSignal,
): Reader {
  return {
    pox5: (functionName, args) =>
      callReadOnlyUint(network, { contract: pox5, functionName, args }, signal),
  };
}

/** The manager's fee for a cycle, fixed at its first pull (reference `get-fee-bips-for-cycle`;
 * the devnet's takes the bond index too). undefined when the manager has no such reader. */
async function cycleFeeBips(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  manager: string,
  cycle: number,
  signal?: AbortSignal,
): Promise<bigint | undefined> {
  for (const args of [[Cl.uint(cycle), Cl.none()], [Cl.uint(cycle)]]) {
    try {
      return await callReadOnlyUint(
        network,
        { contract: manager, functionName: 'get-fee-bips-for-cycle', args },
        signal,
      );
    } catch (error) {
      if (!(error instanceof ReadOnlyCallFailedError)) throw error;
    }
  }
  return undefined;
}

export interface StakerRewardsArgs {
  pox: Pox5State;
  staker: string;
}

async function cycleRewards(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  { pox, staker }: StakerRewardsArgs,
  cycle: number,
  lastComputeHeight: bigint,
  signal?: AbortSignal,
): Promise<CycleRewards | undefined> {
  const pox5 = pox.contractId;
  const membership = await fetchCycleMembership(network, { pox5, staker, cycle }, signal);
  if (!membership) return undefined;
  const { manager, amountMicroStx } = membership;
  const inSet = await fetchSignerSetContains(network, { pox5, manager, cycle }, signal);
  const base = { cycle, manager, amountMicroStx, inSignerSet: inSet };
  if (!inSet) return { ...base, state: 'nothing', ...NOTHING_EARNED };

  const read = reader(network, pox5, signal);
  const signerArgs = [Cl.principal(manager), Cl.uint(cycle), Cl.none()];
  const [shares, rewardsPerToken, settled, pending, managerEarned, unpulled] = await Promise.all([
    read.pox5('get-staker-shares-staked-for-cycle', [
      Cl.principal(staker),
      Cl.uint(cycle),
      Cl.none(),
      Cl.principal(manager),
    ]),
    read.pox5('get-rewards-per-token-for-cycle', [Cl.uint(cycle), Cl.none()]),
    read.pox5('get-staker-rewards-per-token-settled-for-cycle', [
      ...signerArgs,
      Cl.principal(staker),
    ]),
    read.pox5('get-staker-unclaimed-rewards-for-cycle', [...signerArgs, Cl.principal(staker)]),
    fetchManagerEarnedStakerRewards(network, { manager, staker, cycle }, signal),
    fetchPoxEarned(network, { pox5, manager, cycle }, signal),
  ]);
  const grossSats = earnedSince(shares, rewardsPerToken, 0n, 0n);
  const unclaimedGrossSats = earnedSince(shares, rewardsPerToken, settled, pending);
  const settledGross = earnedSince(shares, settled, 0n, 0n);
  const claimedGrossSats = settledGross > pending ? settledGross - pending : 0n;
  const claimableNetSats = managerEarned?.earnedSats ?? 0n;
  const complete = lastComputeHeight + 1n >= BigInt(cycleStartHeight(cycle + 1, pox));
  const state: CycleRewardState = !complete
    ? 'accruing'
    : unpulled > 0n
      ? 'manager-must-pull'
      : claimableNetSats > 0n
        ? 'claimable'
        : settled > 0n && unclaimedGrossSats === 0n
          ? 'claimed'
          : 'nothing';
  let netSats: bigint | undefined;
  let unclaimedNetSats: bigint | undefined = 0n;
  let claimedNetSats: bigint | undefined = 0n;
  let netIsEstimate = false;
  if (grossSats === 0n) netSats = 0n;
  else {
    const pulledFee = await cycleFeeBips(network, manager, cycle, signal);
    let fee = pulledFee;
    // `get-fee-bips-for-cycle` reads 0 until the cycle's first pull
    // (docs/staking-pox-5.md#signer-managers): a cycle not pulled yet (accruing, or complete with
    // sBTC still in pox-5) is estimated with the fee the manager charges today.
    if (fee === 0n && (state === 'accruing' || state === 'manager-must-pull')) {
      const current = await fetchManagerFee(network, manager, signal);
      if (current !== undefined) {
        fee = BigInt(current);
        netIsEstimate = true;
      }
    }
    netSats = fee === undefined ? undefined : afterFee(grossSats, fee);
    unclaimedNetSats = fee === undefined ? undefined : afterFee(unclaimedGrossSats, fee);
    // A claim comes after a pull, which fixed the cycle's fee: what was claimed paid that fee, never
    // today's estimate.
    claimedNetSats = pulledFee === undefined ? undefined : afterFee(claimedGrossSats, pulledFee);
  }
  // Pulled in full: the manager's own figure is what its claim pays, to the sat.
  if (state === 'claimable' && unpulled === 0n) unclaimedNetSats = claimableNetSats;
  return {
    ...base,
    state,
    grossSats,
    netSats,
    unclaimedGrossSats,
    unclaimedNetSats,
    claimedGrossSats,
    claimedNetSats,
    claimableNetSats,
    netIsEstimate,
  };
}

/** pox-5's `compute-earned-rewards` (pox-5.clar line 2378): `pending + shares × (rpt − paid) / 1e18`. */
function earnedSince(shares: bigint, rpt: bigint, paid: bigint, pending: bigint): bigint {
  return pending + (shares * (rpt - paid)) / PRECISION;
}

/** A gross amount less a fee in basis points, the fee rounded down as the managers do
 * (`(/ (* gross fee-bips) MAX_BIPS)`, devnet/vendor/managers/fastpool-1-signer-manager.clar
 * line 237). */
function afterFee(gross: bigint, feeBips: bigint): bigint {
  return gross - (gross * feeBips) / 10_000n;
}

/**
 * Cycles whose figures can no longer change, remembered (per query client, per node, pox-5 and
 * staker) so that a refetch reads only the cycles that still move: a public API limits requests
 * per minute, and a long history is up to ~9 calls a cycle. Settled means before the current
 * cycle (membership is fixed once a cycle starts: stake changes apply from the next one,
 * docs/staking-pox-5.md#staking-model) and either without membership, `claimed`, or `nothing`
 * earned — a complete cycle is credited no more (docs/staking-pox-5.md#rewards). `null`: no
 * membership that cycle.
 */
type SettledCycles = Map<string, CycleRewards | null>;
const settledByClient = new WeakMap<QueryClient, SettledCycles>();
/** A bound on that memory (96 cycles × a few accounts × a few networks is far below it). */
const MAX_SETTLED_CYCLES = 5_000;

function settledCyclesOf(client: QueryClient): SettledCycles {
  let settled = settledByClient.get(client);
  if (!settled) {
    settled = new Map();
    settledByClient.set(client, settled);
  }
  return settled;
}

function settledKey(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  args: StakerRewardsArgs,
  cycle: number,
) {
  return `${network.apiUrl}|${args.pox.contractId}|${args.staker}|${String(cycle)}`;
}

function isSettled(row: CycleRewards | undefined, currentCycle: number, cycle: number): boolean {
  if (cycle >= currentCycle) return false;
  return (
    row === undefined ||
    row.state === 'claimed' ||
    (row.state === 'nothing' && row.grossSats === 0n)
  );
}

/** Oldest first, one entry per cycle the staker was a member of (cycles without membership are
 * left out), from the first pox-5 cycle (or the last 96) to the current one. */
export async function fetchStakerRewardsByCycle(
  network: Pick<ActiveNetwork, 'apiUrl'>,
  args: StakerRewardsArgs,
  signal?: AbortSignal,
  settledCycles: SettledCycles = new Map(),
): Promise<CycleRewards[]> {
  const { pox } = args;
  const first = Math.max(pox.firstPox5Cycle ?? 0, pox.currentCycle - MAX_HISTORY_CYCLES + 1, 0);
  const lastComputeHeight = await reader(network, pox.contractId, signal).pox5(
    'get-last-reward-compute-height',
    [],
  );
  const cycles = Array.from({ length: pox.currentCycle - first + 1 }, (_, i) => first + i);
  // One cycle after the other: a public API limits requests per minute, and each cycle is up to
  // nine calls.
  const rows: CycleRewards[] = [];
  for (const cycle of cycles) {
    const key = settledKey(network, args, cycle);
    const remembered = settledCycles.get(key);
    const row =
      remembered === undefined
        ? await cycleRewards(network, args, cycle, lastComputeHeight, signal)
        : (remembered ?? undefined);
    if (remembered === undefined && isSettled(row, pox.currentCycle, cycle)) {
      if (settledCycles.size >= MAX_SETTLED_CYCLES) settledCycles.clear();
      settledCycles.set(key, row ?? null);
    }
    if (row) rows.push(row);
  }
  return rows;
}

export function stakerRewardsByCycleQueryOptions(network: ActiveNetwork, args: StakerRewardsArgs) {
  return queryOptions({
    queryKey: [
      ...stakerQueryKey(network, args.staker),
      'rewards-by-cycle',
      args.pox.contractId,
      args.pox.currentCycle,
    ] as const,
    queryFn: ({ signal, client }) =>
      fetchStakerRewardsByCycle(network, args, signal, settledCyclesOf(client)),
  });
}
