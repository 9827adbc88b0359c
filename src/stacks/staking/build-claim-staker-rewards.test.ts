import { Cl, Pc } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { buildClaimStakerRewards } from './build-claim-staker-rewards';

const STAKER = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';
const SBTC = 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token';

describe('buildClaimStakerRewards', () => {
  it('reference manager: claim-staker-rewards (staker, cycle, none); the manager sends exactly the net', () => {
    const manager = 'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.fastpool-1-signer-manager';
    expect(
      buildClaimStakerRewards({
        staker: STAKER,
        manager,
        entry: { kind: 'pox-5' },
        cycle: 146,
        netSats: 80_750n,
        sbtcToken: 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token',
      }),
    ).toEqual({
      contract: manager,
      functionName: 'claim-staker-rewards',
      functionArgs: [Cl.principal(STAKER), Cl.uint(146), Cl.none()],
      postConditions: [Pc.principal(manager).willSendEq(80_750n).ft(SBTC, 'sbtc-token')],
      postConditionMode: 'deny',
    });
  });

  it('native pool manager: claim-staker-rewards (cycle, none), paying the sender', () => {
    const manager = 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.native-pool-signer-manager';
    const request = buildClaimStakerRewards({
      staker: STAKER,
      manager,
      entry: {
        kind: 'native-pool',
        contract: 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.native-pool-v1',
      },
      cycle: 146,
      netSats: 9n,
      sbtcToken: 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token',
    });
    expect(request.functionArgs).toEqual([Cl.uint(146), Cl.none()]);
    expect(request.postConditions).toEqual([
      Pc.principal(manager).willSendEq(9n).ft(SBTC, 'sbtc-token'),
    ]);
  });

  it('max500: the manager pays the cycle and the balance it settled before, in one transfer', () => {
    const manager = 'SPMPMA1V6P430M8C91QS1G9XJ95S59JS1TZFZ4Q4.fastpool-max500-signer-manager';
    const request = buildClaimStakerRewards({
      staker: STAKER,
      manager,
      entry: { kind: 'pox-5' },
      cycle: 146,
      netSats: 80_750n,
      pendingPayoutSats: 1_250n,
      sbtcToken: SBTC,
    });
    expect(request.functionArgs).toEqual([Cl.principal(STAKER), Cl.uint(146), Cl.none()]);
    expect(request.postConditions).toEqual([
      Pc.principal(manager).willSendEq(82_000n).ft(SBTC, 'sbtc-token'),
    ]);
  });

  it('refuses nothing to claim', () => {
    expect(() =>
      buildClaimStakerRewards({
        staker: STAKER,
        manager: 'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP.m',
        entry: { kind: 'pox-5' },
        cycle: 1,
        netSats: 0n,
        sbtcToken: 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token',
      }),
    ).toThrow(/Nothing to claim/);
  });
});
