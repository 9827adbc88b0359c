import { describe, expect, it } from 'vitest';
import { describeFeeBips, describeFeeSchedule, describeStatedFee } from './describe-fee';

describe('describeFeeSchedule', () => {
  it('the rate in force alone when nothing is queued', () => {
    expect(describeFeeSchedule({ bips: 500 })).toBe(describeFeeBips(500));
    expect(describeFeeBips(500)).toBe('5 % of your rewards (500 basis points)');
  });

  it('a queued rise or cut, with the cycle it applies from', () => {
    expect(describeFeeSchedule({ bips: 0, queued: { bips: 300, fromCycle: 2 } })).toBe(
      '0 % of your rewards (0 basis points), rising to 3 % (300 basis points) from cycle 2',
    );
    expect(describeFeeSchedule({ bips: 450, queued: { bips: 125, fromCycle: 1_024 } })).toBe(
      '4.5 % of your rewards (450 basis points), falling to 1.25 % (125 basis points) from cycle 1,024',
    );
  });
});

describe('describeStatedFee', () => {
  it('names the fee as the pool’s own word, since its contract keeps none to read', () => {
    expect(describeStatedFee(500, 'PlanBetter')).toBe(
      '5 % of your rewards (500 basis points), the fee PlanBetter states (its contract keeps no fee Satchel can read)',
    );
    expect(describeStatedFee(0, 'Stacking DAO')).toMatch(
      /^0 % of your rewards \(0 basis points\), the fee Stacking DAO states/,
    );
  });
});
