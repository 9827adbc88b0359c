import { describe, expect, it } from 'vitest';
import { poxInfo } from '@/mocks/fixtures/hiro-api';
import { estimatedDateAt, describeCycleStart } from './cycle-date';
import { poxStateResponseSchema, requirePox5, toPoxState, withStakingCycle } from './pox-state';

const NOW = new Date(Date.UTC(2026, 11, 1, 12));
const pox = requirePox5(toPoxState(poxStateResponseSchema.parse(poxInfo))); // cycle 147, burn 975,480
const HOUR = 3_600_000;

describe('cycle dates', () => {
  it('without the API’s schedule: ~10 minutes a block from the burn height, now', () => {
    expect(estimatedDateAt(975_486, pox, NOW)).toEqual(new Date(NOW.getTime() + HOUR));
  });

  it('with it: from the dated point nearest the height (the API’s projection of the cycle end)', () => {
    // the API projects the cycle's last block two days later than 10 minutes a block would
    const projectedEnd = NOW.getTime() + (976_849 - 975_480) * 600_000 + 48 * HOUR;
    const dated = withStakingCycle(pox, {
      number: 147,
      status: 'reward_phase',
      start: { height: 974_750, atMs: NOW.getTime() - (975_480 - 974_750) * 600_000 },
      preparePhaseStart: { height: 976_750 },
      end: { height: 976_849, atMs: projectedEnd },
    });
    // cycle 150 starts at 666,050 + 150 × 2,100 = 981,050
    expect(estimatedDateAt(981_050, dated, NOW)).toEqual(
      new Date(projectedEnd + (981_050 - 976_849) * 600_000),
    );
    expect(describeCycleStart(150, dated, NOW)).toMatch(/^burn block 981,050, about /);
    // a height nearer the start is dated from the start's own time
    expect(estimatedDateAt(974_756, dated, NOW)).toEqual(
      new Date(NOW.getTime() - (975_480 - 974_756) * 600_000),
    );
  });

  it('a schedule with no times falls back to the burn height', () => {
    const undated = withStakingCycle(pox, {
      number: 147,
      status: 'reward_phase',
      start: { height: 974_750 },
      preparePhaseStart: { height: 976_750 },
      end: { height: 976_849 },
    });
    expect(estimatedDateAt(975_486, undated, NOW)).toEqual(new Date(NOW.getTime() + HOUR));
  });
});
