import { formatBasisPointsAsPercent, formatNumber } from '@/lib/format-number';

/** "5 % of your rewards (500 basis points)": a manager's `fees-bips` in words
 * (docs/staking-pox-5.md#signer-managers: the fee is a share of the sBTC rewards, below 10,000
 * bips). */
export function describeFeeBips(bips: number): string {
  return `${formatBasisPointsAsPercent(bips)} of your rewards (${formatNumber(bips)} basis points)`;
}

/** A fee the pool states as fixed, where its manager keeps none Satchel can read
 * (src/stacks/staking/staking-pools.ts `fixedFeeBips`): "5 % of your rewards (500 basis points),
 * the fee PlanBetter states (its contract keeps no fee Satchel can read)". */
export function describeStatedFee(bips: number, poolName: string): string {
  return `${describeFeeBips(bips)}, the fee ${poolName} states (its contract keeps no fee Satchel can read)`;
}

/** The fee in force and, when the manager has queued a rise (Fast Pool's max500 delays an increase
 * by two cycles, devnet/vendor/managers/fastpool-max500-signer-manager.clar `update-fees`), the
 * rate to come: "3 % of your rewards (300 basis points), rising to 5 % (500 basis points) from
 * cycle 150". */
export function describeFeeSchedule({
  bips,
  queued,
}: {
  bips: number;
  queued?: { bips: number; fromCycle: number };
}): string {
  const now = describeFeeBips(bips);
  if (!queued) return now;
  const direction = queued.bips > bips ? 'rising' : 'falling';
  return `${now}, ${direction} to ${formatBasisPointsAsPercent(queued.bips)} (${formatNumber(queued.bips)} basis points) from cycle ${formatNumber(queued.fromCycle)}`;
}
