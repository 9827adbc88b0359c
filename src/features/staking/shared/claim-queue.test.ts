import { describe, expect, it } from 'vitest';
import { CHECKING, claimQueue, describeClaimQueue, type ClaimReads } from './claim-queue';
import type { RewardCycleView } from './reward-cycle-view';

const FAST = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.fastpool-1-signer-manager';
const OTHER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.other-signer-manager';

function cycle(number: number, patch: Partial<RewardCycleView> = {}): RewardCycleView {
  return {
    cycle: number,
    earnedSats: 85_000n,
    claimedSats: 0n,
    toClaimSats: 85_000n,
    state: 'unclaimed',
    inSignerSet: true,
    manager: FAST,
    amountMicroStx: 1_000_000_000n,
    ...patch,
  };
}

const ready: ClaimReads = {
  btcMaxFeeOf: () => undefined,
  claimRefusalOf: () => undefined,
  paused: false,
  pausedPending: false,
};

describe('claimQueue', () => {
  it('claims the oldest owed cycle first and totals what is due', () => {
    const queue = claimQueue([cycle(7), cycle(5, { toClaimSats: 15_000n })], ready);
    expect(queue.due.map((entry) => entry.cycle)).toEqual([5, 7]);
    expect(queue.totalSats).toBe(100_000n);
    expect(queue.checking).toBe(false);
  });

  it('sets aside a manager Satchel would not claim from, and waits on one being read', () => {
    const reads: ClaimReads = {
      ...ready,
      claimRefusalOf: (manager) =>
        manager === OTHER ? 'its claim takes other arguments' : CHECKING,
    };
    const queue = claimQueue([cycle(5), cycle(6, { manager: OTHER })], reads);
    expect(queue.notHere.map((entry) => entry.cycle)).toEqual([6]);
    expect(queue.due).toEqual([]);
    expect(queue.checking).toBe(true);
  });

  it('holds back a collection while pox-5’s is paused, or not known yet', () => {
    const notPulled = [cycle(5, { state: 'not-pulled' }), cycle(6)];
    const paused = claimQueue(notPulled, { ...ready, paused: true });
    expect(paused.collectionClosed.map((entry) => entry.cycle)).toEqual([5]);
    expect(paused.due.map((entry) => entry.cycle)).toEqual([6]);
    const reading = claimQueue(notPulled, { ...ready, paused: undefined, pausedPending: true });
    expect(reading.due.map((entry) => entry.cycle)).toEqual([6]);
    expect(reading.checking).toBe(true);
  });

  it('leaves out a cycle too small for the Bitcoin payout its manager keeps', () => {
    const queue = claimQueue([cycle(5, { toClaimSats: 1_000n })], {
      ...ready,
      btcMaxFeeOf: () => 3_000n,
    });
    expect(queue.tooSmall.map((entry) => entry.cycle)).toEqual([5]);
    expect(queue.due).toEqual([]);
  });
});

describe('describeClaimQueue', () => {
  const counts = { settledCount: 0, paidByPoolCount: 0 };

  it('names the next cycle and what it pays', () => {
    expect(describeClaimQueue(claimQueue([cycle(5)], ready), counts)).toMatch(
      /^1 cycle to claim, oldest first \(.+ in all so far\)\. Next: cycle 5: .+ after the manager’s fee\.$/,
    );
    expect(
      describeClaimQueue(claimQueue([cycle(5, { state: 'not-pulled' }), cycle(6)], ready), counts),
    ).toMatch(/^2 cycles to claim.*Next: cycle 5: the manager has not collected it/);
  });

  it('says why there is nothing to claim', () => {
    const empty = claimQueue([], ready);
    expect(describeClaimQueue(empty, { settledCount: undefined, paidByPoolCount: 0 })).toBe(
      'Checking on the chain which cycles Satchel can claim…',
    );
    expect(describeClaimQueue(empty, counts)).toBe(
      'Nothing to claim now: every cycle that earned is paid out.',
    );
    expect(describeClaimQueue(empty, { settledCount: 1, paidByPoolCount: 0 })).toBe(
      'No cycle to claim now.',
    );
    expect(describeClaimQueue(empty, { settledCount: 0, paidByPoolCount: 1 })).toBe(
      'Nothing else to claim now.',
    );
    const tooSmall = claimQueue([cycle(5, { toClaimSats: 1_000n })], {
      ...ready,
      btcMaxFeeOf: () => 3_000n,
    });
    expect(describeClaimQueue(tooSmall, counts)).toBe('Nothing Satchel can claim now.');
  });
});
