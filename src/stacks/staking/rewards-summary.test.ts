import { describe, expect, it } from 'vitest';
import { NOTHING_EARNED, type CycleRewards } from './staker-rewards-by-cycle';
import { summarizeRewards } from './rewards-summary';

const row = (overrides: Partial<CycleRewards>): CycleRewards => ({
  cycle: 1,
  manager: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.fast-pool-signer-manager',
  amountMicroStx: 100_000_000_000n,
  inSignerSet: true,
  state: 'claimed',
  ...NOTHING_EARNED,
  ...overrides,
});

describe('summarizeRewards', () => {
  it('adds every cycle net of the fee and what is claimable now, exactly', () => {
    const summary = summarizeRewards([
      row({
        cycle: 1,
        state: 'claimed',
        grossSats: 21_000n,
        netSats: 19_950n,
        claimedGrossSats: 21_000n,
        claimedNetSats: 19_950n,
      }),
      row({
        cycle: 2,
        state: 'claimable',
        grossSats: 42_000n,
        netSats: 39_900n,
        unclaimedGrossSats: 42_000n,
        unclaimedNetSats: 39_900n,
        claimableNetSats: 39_900n,
      }),
      row({ cycle: 3, state: 'nothing', grossSats: 5n, netSats: 5n }),
    ]);
    expect(summary).toEqual({
      earnedSats: 59_850n,
      claimableSats: 39_900n,
      awaitingCollectionSats: 0n,
      earnedIsEstimate: false,
      claimedSats: 19_950n,
      claimedIsEstimate: false,
    });
  });

  it('a cycle claimed in part at mid-cycle: paid and still owed apart, never the whole twice', () => {
    // 908,438 sats earned in all; 454,219 paid by a mid-cycle collection and claim; the second
    // credit is in pox-5, not collected by the manager yet (no fee here, to keep figures plain).
    const summary = summarizeRewards([
      row({
        state: 'manager-must-pull',
        grossSats: 908_438n,
        netSats: 908_438n,
        unclaimedGrossSats: 454_219n,
        unclaimedNetSats: 454_219n,
        claimedGrossSats: 454_219n,
        claimedNetSats: 454_219n,
      }),
    ]);
    expect(summary).toEqual({
      earnedSats: 908_438n,
      claimableSats: 0n,
      awaitingCollectionSats: 454_219n,
      earnedIsEstimate: false,
      claimedSats: 454_219n,
      claimedIsEstimate: false,
    });
  });

  it('says the figure is an estimate when a fee is not fixed yet or not known', () => {
    expect(
      summarizeRewards([
        row({
          state: 'manager-must-pull',
          grossSats: 100n,
          netSats: 95n,
          unclaimedGrossSats: 100n,
          unclaimedNetSats: 95n,
          netIsEstimate: true,
        }),
      ]),
    ).toMatchObject({ earnedIsEstimate: true, awaitingCollectionSats: 95n, claimedSats: 0n });
    const gross = summarizeRewards([
      row({
        state: 'accruing',
        grossSats: 100n,
        netSats: undefined,
        unclaimedGrossSats: 100n,
        unclaimedNetSats: undefined,
      }),
    ]);
    expect(gross).toEqual({
      earnedSats: 100n,
      claimableSats: 0n,
      awaitingCollectionSats: 0n,
      earnedIsEstimate: true,
      claimedSats: 0n,
      claimedIsEstimate: false,
    });
  });

  it('is zero with no history', () => {
    expect(summarizeRewards([])).toEqual({
      earnedSats: 0n,
      claimableSats: 0n,
      awaitingCollectionSats: 0n,
      earnedIsEstimate: false,
      claimedSats: 0n,
      claimedIsEstimate: false,
    });
  });

  it('counts what claims paid, gross when a fee is unknown', () => {
    expect(
      summarizeRewards([
        row({
          cycle: 1,
          state: 'claimed',
          grossSats: 1_000n,
          netSats: 950n,
          claimedGrossSats: 1_000n,
          claimedNetSats: 950n,
        }),
        row({
          cycle: 2,
          state: 'claimed',
          grossSats: 7n,
          netSats: undefined,
          claimedGrossSats: 7n,
          claimedNetSats: undefined,
        }),
        row({
          cycle: 3,
          state: 'manager-must-pull',
          grossSats: 500n,
          netSats: 475n,
          unclaimedGrossSats: 500n,
          unclaimedNetSats: 475n,
        }),
      ]),
    ).toMatchObject({ claimedSats: 957n, claimedIsEstimate: true });
  });

  it('a cycle claimed in part while its fee today is an estimate: the claimed part is exact', () => {
    expect(
      summarizeRewards([
        row({
          cycle: 1,
          state: 'accruing',
          grossSats: 2_000n,
          netSats: 1_900n,
          netIsEstimate: true,
          claimedGrossSats: 1_000n,
          claimedNetSats: 950n,
        }),
      ]),
    ).toMatchObject({ claimedSats: 950n, claimedIsEstimate: false, earnedIsEstimate: true });
  });
});
