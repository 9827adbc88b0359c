import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { delegationEndCycle, untilBurnHeight } from './until-burn-height';

// Mainnet pox-4 facts (/v2/pox): first burn block 666050, cycles of 2100 blocks, 100 to prepare.
const MAINNET = { firstBurnchainBlockHeight: 666_050, rewardCycleLength: 2100 };
// Our devnet (simnet): first burn block 0, cycles of 1050 blocks, prepare phase 50.
const DEVNET = { firstBurnchainBlockHeight: 0, rewardCycleLength: 1050 };
const DEVNET_PREPARE = 50;

/** What a page does: the current cycle from the burn height. */
const cycleAt = (facts: typeof DEVNET, burnHeight: number) =>
  Math.floor((burnHeight - facts.firstBurnchainBlockHeight) / facts.rewardCycleLength);

describe('untilBurnHeight', () => {
  it('is first + (current + 1 + cycles) × length, worked on mainnet numbers', () => {
    // burn height 880000 is in cycle floor((880000 - 666050) / 2100) = floor(101.88) = 101
    const currentCycle = cycleAt(MAINNET, 880_000);
    expect(currentCycle).toBe(101);
    // 1 cycle: 666050 + (101 + 1 + 1) × 2100 = 666050 + 216300
    expect(untilBurnHeight({ ...MAINNET, currentCycle, duration: 1 })).toBe(882_350n);
    // 12 cycles: 666050 + (101 + 1 + 12) × 2100 = 666050 + 239400
    expect(untilBurnHeight({ ...MAINNET, currentCycle, duration: 12 })).toBe(905_450n);
    // 3 cycles: 666050 + 105 × 2100
    expect(untilBurnHeight({ ...MAINNET, currentCycle, duration: 3 })).toBe(886_550n);
  });

  it('is undefined (sent as none) for an indefinite delegation', () => {
    expect(untilBurnHeight({ ...MAINNET, currentCycle: 101, duration: 'indefinite' })).toBe(
      undefined,
    );
  });

  describe('across a cycle boundary on devnet (cycle 1050, prepare 50)', () => {
    const at = (burnHeight: number, duration: number) =>
      untilBurnHeight({ ...DEVNET, currentCycle: cycleAt(DEVNET, burnHeight), duration });

    it('the last block of cycle 0 still counts as cycle 0', () => {
      expect(cycleAt(DEVNET, 1049)).toBe(0);
      // the pool locks from cycle 1; one cycle ends where cycle 2 starts
      expect(at(1049, 1)).toBe(2100n);
    });

    it('the first block of cycle 1 moves the end a whole cycle later', () => {
      expect(cycleAt(DEVNET, 1050)).toBe(1);
      expect(at(1050, 1)).toBe(3150n);
      expect(at(1050, 12)).toBe(14_700n); // (1 + 1 + 12) × 1050
    });

    it('inside the prepare phase the current cycle is still the ending one', () => {
      const prepareStart = 1050 - DEVNET_PREPARE;
      expect(cycleAt(DEVNET, prepareStart)).toBe(0);
      expect(at(prepareStart, 1)).toBe(2100n);
      expect(at(prepareStart - 1, 1)).toBe(2100n);
    });
  });

  it('always lands on the first block of cycle current + 1 + cycles', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 12 }),
        (first, currentCycle, length, cycles) => {
          const until = untilBurnHeight({
            firstBurnchainBlockHeight: first,
            currentCycle,
            rewardCycleLength: length,
            duration: cycles,
          });
          expect(until).toBeDefined();
          const offset = Number((until ?? 0n) - BigInt(first));
          expect(offset % length).toBe(0);
          expect(offset / length).toBe(currentCycle + 1 + cycles);
        },
      ),
    );
  });

  it.each([0, 13, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s cycles with a RangeError',
    (duration) => {
      expect(() => untilBurnHeight({ ...MAINNET, currentCycle: 101, duration })).toThrow(
        RangeError,
      );
    },
  );

  it('refuses impossible chain facts', () => {
    expect(() =>
      untilBurnHeight({ ...MAINNET, rewardCycleLength: 0, currentCycle: 1, duration: 1 }),
    ).toThrow(RangeError);
    expect(() => untilBurnHeight({ ...MAINNET, currentCycle: -1, duration: 1 })).toThrow(
      RangeError,
    );
    expect(() =>
      untilBurnHeight({ ...DEVNET, firstBurnchainBlockHeight: 0.5, currentCycle: 1, duration: 1 }),
    ).toThrow(RangeError);
  });
});

describe('delegationEndCycle', () => {
  it('is the last cycle the pool can lock: current + cycles', () => {
    expect(delegationEndCycle({ currentCycle: 101, duration: 1 })).toBe(102);
    expect(delegationEndCycle({ currentCycle: 101, duration: 12 })).toBe(113);
    expect(delegationEndCycle({ currentCycle: 101, duration: 'indefinite' })).toBe(undefined);
  });

  it('matches untilBurnHeight: the end height is where the cycle after the last one starts', () => {
    const currentCycle = 7;
    for (let cycles = 1; cycles <= 12; cycles++) {
      const last = delegationEndCycle({ currentCycle, duration: cycles });
      const until = untilBurnHeight({ ...DEVNET, currentCycle, duration: cycles });
      expect(until).toBe(BigInt(((last ?? 0) + 1) * DEVNET.rewardCycleLength));
    }
  });

  it('refuses invalid durations', () => {
    expect(() => delegationEndCycle({ currentCycle: 1, duration: 0 })).toThrow(RangeError);
    expect(() => delegationEndCycle({ currentCycle: 1, duration: 13 })).toThrow(RangeError);
    expect(() => delegationEndCycle({ currentCycle: -2, duration: 1 })).toThrow(RangeError);
  });
});
