import { describe, expect, it } from 'vitest';
import { poxInfo } from '@/mocks/fixtures/hiro-api';
import { poxStateResponseSchema, requirePox5, toPoxState } from './pox-state';
import type { PendingStakingTx } from './staking-mempool';
import { deriveStakingPosition, type StakingPositionFacts } from './staking-position';

const pox = requirePox5(toPoxState(poxStateResponseSchema.parse(poxInfo))); // cycle 147
const MANAGER = 'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.fastpool-1-signer-manager';
const now = new Date('2026-11-23T12:00:00Z');
const facts = (change: Partial<StakingPositionFacts>): StakingPositionFacts => ({
  pox,
  kind: 'mainnet',
  stakerInfo: undefined,
  pending: [],
  previousMembership: undefined,
  hadPox4Position: false,
  now,
  ...change,
});
const info = (firstCycle: number, numCycles: number) => ({
  amountMicroStx: 5n,
  firstCycle,
  numCycles,
  manager: MANAGER,
  unlockCycle: firstCycle + numCycles,
});
const tx = (kind: PendingStakingTx['kind']): PendingStakingTx => ({
  txid: `0x${'1'.repeat(64)}`,
  kind,
  contract: MANAGER,
  functionName: kind,
});

describe('deriveStakingPosition', () => {
  it('a stake made this cycle starts next cycle; unlock at the first block of first + cycles, dated at 10 min/block', () => {
    const position = deriveStakingPosition(facts({ stakerInfo: info(148, 2) }));
    expect(position).toMatchObject({
      status: 'starting-next-cycle',
      firstCycle: 148,
      unlockCycle: 150,
      unlockHeight: 666_050 + 150 * 2_100,
      manager: MANAGER,
    });
    expect(position.pool?.slug).toBe('fast-pool');
    expect(position.unlockDate?.getTime()).toBe(
      now.getTime() + (666_050 + 150 * 2_100 - 975_480) * 600_000,
    );
  });

  it('staked while earning and not in its last cycle; unstaking when this cycle is the last locked one', () => {
    expect(deriveStakingPosition(facts({ stakerInfo: info(145, 12) })).status).toBe('staked');
    expect(deriveStakingPosition(facts({ stakerInfo: info(145, 3) })).status).toBe('unstaking');
    // unstaked before its first cycle: num-cycles 0, locked until the next boundary
    // (docs/staking-pox-5.md#staking-model)
    expect(deriveStakingPosition(facts({ stakerInfo: info(148, 0) })).status).toBe('unstaking');
  });

  it('ended after the previous cycle; none without anything', () => {
    const ended = deriveStakingPosition(
      facts({ previousMembership: { amountMicroStx: 9n, manager: MANAGER } }),
    );
    expect(ended).toMatchObject({
      status: 'ended',
      amountMicroStx: 9n,
      unlockCycle: 147,
      pox4Released: false,
    });
    expect(deriveStakingPosition(facts({})).status).toBe('none');
  });

  it('pending for a waiting stake, update or unstake, not for a pull or claim', () => {
    expect(deriveStakingPosition(facts({ pending: [tx('stake')] })).status).toBe('pending');
    expect(
      deriveStakingPosition(facts({ stakerInfo: info(145, 12), pending: [tx('unstake')] })).status,
    ).toBe('pending');
    expect(
      deriveStakingPosition(
        facts({ stakerInfo: info(145, 12), pending: [tx('claim'), tx('pull')] }),
      ).status,
    ).toBe('staked');
  });

  it('a pox-4 position released at Epoch 4.0 is said only when there is no pox-5 one', () => {
    expect(deriveStakingPosition(facts({ hadPox4Position: true })).pox4Released).toBe(true);
    expect(
      deriveStakingPosition(facts({ hadPox4Position: true, stakerInfo: info(145, 12) }))
        .pox4Released,
    ).toBe(false);
  });
});
