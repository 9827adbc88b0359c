import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cycleOfHeight,
  cycleStartHeight,
  estimatedDateOfHeight,
  isInPreparePhase,
  preparePhaseStartHeight,
} from './pox-cycles';

const MAINNET = { firstBurnHeight: 666_050, cycleLength: 2_100, prepareLength: 100 };

describe('pox-5 cycle arithmetic (mainnet figures of docs/staking-pox-5.md#cycles)', () => {
  it('cycle 141, the first pox-5 cycle, starts at 962,150; its prepare phase at 964,150', () => {
    expect(cycleStartHeight(141, MAINNET)).toBe(962_150);
    expect(cycleOfHeight(962_149, MAINNET)).toBe(140);
    expect(cycleOfHeight(962_150, MAINNET)).toBe(141);
    // The last block to stake for 141 was 962,049; 962,050–962,149 was 140's prepare phase.
    expect(preparePhaseStartHeight(140, MAINNET)).toBe(962_050);
    expect(isInPreparePhase(962_049, MAINNET)).toBe(false);
    expect(isInPreparePhase(962_050, MAINNET)).toBe(true);
    expect(isInPreparePhase(962_149, MAINNET)).toBe(true);
    expect(isInPreparePhase(962_150, MAINNET)).toBe(false);
  });

  it('Epoch 4.0 (960,230) is in cycle 140, so the first pox-5 cycle is 141', () => {
    expect(cycleOfHeight(960_230, MAINNET) + 1).toBe(141);
  });

  it('a height before the first burnchain block is cycle 0', () => {
    expect(cycleOfHeight(10, MAINNET)).toBe(0);
  });

  it('a height is always inside the cycle computed for it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 666_050, max: 5_000_000 }), (height) => {
        const cycle = cycleOfHeight(height, MAINNET);
        expect(cycleStartHeight(cycle, MAINNET)).toBeLessThanOrEqual(height);
        expect(cycleStartHeight(cycle + 1, MAINNET)).toBeGreaterThan(height);
      }),
    );
  });

  it('dates a height at 10 minutes per block from now, both ways', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(estimatedDateOfHeight(1_006, 1_000, now).toISOString()).toBe('2026-11-23T13:00:00.000Z');
    expect(estimatedDateOfHeight(994, 1_000, now).toISOString()).toBe('2026-11-23T11:00:00.000Z');
  });
});
