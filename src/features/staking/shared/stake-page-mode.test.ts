import { describe, expect, it } from 'vitest';
import type { PositionView } from '@/stacks/staking/position-view';
import { stakePageMode } from './stake-page-mode';

const FAST = 'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.fastpool-1-signer-manager';
const OTHER = 'SP8HK160YD5GHXP69VGA0TC7AQJ1X4CDW3XVERSE.xverse-signer-manager-1';
const held: PositionView = {
  status: 'staked',
  amountMicroStx: 60_000_000_000n,
  manager: FAST,
  firstCycle: 145,
  unlockCycle: 157,
};

describe('stakePageMode', () => {
  it('offers the Stake form with no position', () => {
    expect(stakePageMode(undefined, [FAST])).toEqual({ kind: 'stake', claimsOfEnded: false });
  });

  it('manages a held position with this manager, and points elsewhere for another', () => {
    expect(stakePageMode(held, [FAST])).toEqual({ kind: 'here' });
    expect(stakePageMode({ ...held, status: 'unstaking' }, [FAST])).toEqual({ kind: 'here' });
    expect(stakePageMode(held, [OTHER])).toEqual({ kind: 'elsewhere' });
  });

  it('offers the Stake form (and the old claims) on the pool a stake just ended with', () => {
    const ended: PositionView = { ...held, status: 'ended', firstCycle: undefined };
    expect(stakePageMode(ended, [FAST])).toEqual({ kind: 'stake', claimsOfEnded: true });
    expect(stakePageMode(ended, [OTHER])).toEqual({ kind: 'stake', claimsOfEnded: true });
  });

  it('does not claim a pending first stake went to another manager', () => {
    const pendingFirst: PositionView = {
      status: 'pending',
      amountMicroStx: undefined,
      manager: undefined,
      firstCycle: undefined,
      unlockCycle: undefined,
    };
    expect(stakePageMode(pendingFirst, [FAST])).toEqual({
      kind: 'pending',
      sameManager: undefined,
    });
    expect(stakePageMode({ ...held, status: 'pending' }, [FAST])).toEqual({
      kind: 'pending',
      sameManager: true,
    });
    expect(stakePageMode({ ...held, status: 'pending' }, [OTHER])).toEqual({
      kind: 'pending',
      sameManager: false,
    });
  });

  it('a position on one of the pool’s other managers is the pool’s (Fast Pool’s fastpool-1)', () => {
    const MAX500 = 'SPMPMA1V6P430M8C91QS1G9XJ95S59JS1TZFZ4Q4.fastpool-max500-signer-manager';
    expect(stakePageMode(held, [MAX500, FAST])).toEqual({ kind: 'here' });
    expect(stakePageMode(held, [MAX500])).toEqual({ kind: 'elsewhere' });
  });
});
