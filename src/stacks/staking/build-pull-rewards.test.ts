import { Cl, Pc } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { buildPullRewards } from './build-pull-rewards';

describe('buildPullRewards', () => {
  it('manager claim-rewards (empty bond list, cycle); pox-5 sends ≥ 1 sat of sBTC', () => {
    expect(
      buildPullRewards({
        pox5: 'ST000000000000000000002AMW42H.pox-5',
        manager: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.fastpool-1-signer-manager',
        cycle: 7,
        sbtcToken: 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token',
      }),
    ).toEqual({
      contract: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.fastpool-1-signer-manager',
      functionName: 'claim-rewards',
      functionArgs: [Cl.list([]), Cl.uint(7)],
      postConditions: [
        Pc.principal('ST000000000000000000002AMW42H.pox-5')
          .willSendGte(1)
          .ft('SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token', 'sbtc-token'),
      ],
      postConditionMode: 'deny',
    });
    expect(() =>
      buildPullRewards({
        pox5: 'ST000000000000000000002AMW42H.pox-5',
        manager: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.x',
        cycle: -1,
        sbtcToken: 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token',
      }),
    ).toThrow(RangeError);
  });
});
