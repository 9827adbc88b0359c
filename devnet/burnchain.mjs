// The Bitcoin clock and the reward keeper. Burn blocks pass only through `advance`, which stops at
// every distribution boundary (half a reward cycle) on the way so that the keeper runs there:
// it credits pox-5 the sBTC miners' commits would have paid for the distribution that just ended
// and calls `calculate-rewards`, so rewards accrue per cycle exactly as pox-5 computes them
// (docs/staking-pox-5.md#rewards; vendor/pox-5.clar `calculate-rewards`, line 2158).
import { Cl, cvToString } from '@stacks/transactions';
import { miner } from './accounts.mjs';
import { POX_5, POX_PARAMETERS, REWARD_SATS_PER_BURN_BLOCK, SBTC_TOKEN } from './contracts.mjs';

/** Upper bound of one `blocks` advance (≈4.8 cycles): every request waits while one runs. A named
 * point (`to`) is always within one cycle. */
export const MAX_ADVANCE_BLOCKS = 5_000;

/** @typedef {'next-cycle' | 'prepare-phase' | 'distribution'} AdvancePoint */
export const ADVANCE_POINTS = /** @type {const} */ ([
  'next-cycle',
  'prepare-phase',
  'distribution',
]);

/**
 * @typedef {import('./chain.mjs').Chain} Chain
 * @typedef {{burn_block_height: number, credited_sats: string, calculate_rewards: string}} KeeperRun
 */

/**
 * The burn height a named point is at, seen from `burn`: the start of the next cycle, the start of
 * the next prepare phase (this cycle's, unless it has begun), or the next distribution boundary.
 * @param {Chain} chain @param {number} burn @param {AdvancePoint} point
 */
function pointAfter(chain, burn, point) {
  const pox = POX_PARAMETERS;
  const nextCycleStart = pox.firstBurnHeight + (chain.cycleOf(burn) + 1) * pox.cycleLength;
  if (point === 'next-cycle') return nextCycleStart;
  if (point === 'prepare-phase') {
    const prepare = nextCycleStart - pox.prepareLength;
    return prepare > burn ? prepare : prepare + pox.cycleLength;
  }
  const half = pox.cycleLength / 2;
  return pox.firstBurnHeight + (Math.floor((burn - pox.firstBurnHeight) / half) + 1) * half;
}

/**
 * What the keeper does at a distribution boundary: credit pox-5 the distribution's sBTC (at once
 * for all its burn blocks, where commits would send it block by block: the `miner` account
 * receives it and transfers it to pox-5, since simnet mints to standard principals only), then
 * `calculate-rewards` with no bonds (the devnet has none), sent by the miner too: the call is
 * permissionless.
 * @param {Chain} chain
 * @returns {KeeperRun}
 */
function keepRewards(chain) {
  const sats = REWARD_SATS_PER_BURN_BLOCK * BigInt(POX_PARAMETERS.cycleLength / 2);
  chain.mintFungible(`${SBTC_TOKEN}.sbtc-token`, miner.address, sats);
  const args = [Cl.uint(sats), Cl.principal(miner.address), Cl.principal(POX_5), Cl.none()];
  chain.systemCall(SBTC_TOKEN, 'transfer', args, miner.address);
  const result = chain.systemCall(POX_5, 'calculate-rewards', [Cl.list([])], miner.address);
  return {
    burn_block_height: chain.burnHeight,
    credited_sats: String(sats),
    calculate_rewards: result ? cvToString(result) : 'failed',
  };
}

/**
 * Move the burn chain to a named point or by a number of blocks, running the keeper at each
 * distribution boundary reached on the way.
 * @param {Chain} chain
 * @param {{to?: AdvancePoint, blocks?: number}} target
 */
export function advance(chain, { to, blocks }) {
  let burn = chain.burnHeight;
  const goal = to ? pointAfter(chain, burn, to) : burn + (blocks ?? 1);
  /** @type {KeeperRun[]} */
  const rewards = [];
  while (burn < goal) {
    const boundary = pointAfter(chain, burn, 'distribution');
    burn = chain.advanceBurnBlocks(Math.min(goal, boundary) - burn);
    if (burn === boundary) rewards.push(keepRewards(chain));
  }
  return { burn_block_height: burn, cycle: chain.cycleOf(burn), rewards };
}
