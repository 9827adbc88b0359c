import { Cl, Pc } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { poxInfo } from '@/mocks/fixtures/hiro-api';
import { buildUnstake } from './build-unstake';
import { poxStateResponseSchema, requirePox5, toPoxState } from './pox-state';
import { findPool } from './staking-pools';

const pox = requirePox5(toPoxState(poxStateResponseSchema.parse(poxInfo)));

describe('buildUnstake', () => {
  it('pox-5 unstake (old-signer-manager) with a PoX-action post-condition', () => {
    const xverse = findPool('xverse', 'mainnet');
    if (!xverse) throw new Error('xverse');
    expect(buildUnstake({ pox, current: xverse })).toEqual({
      contract: 'SP000000000000000000002Q6VF78.pox-5',
      functionName: 'unstake',
      functionArgs: [
        Cl.contractPrincipal('SP8HK160YD5GHXP69VGA0TC7AQJ1X4CDW3XVERSE', 'xverse-signer-manager-1'),
      ],
      postConditions: [Pc.origin().willPerformPox()],
      postConditionMode: 'deny',
    });
  });

  it('a native pool position leaves through undelegate ()', () => {
    const dao = findPool('stacking-dao', 'devnet');
    if (!dao) throw new Error('dao');
    expect(buildUnstake({ pox, current: dao })).toEqual({
      contract: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.native-pool-v1',
      functionName: 'undelegate',
      functionArgs: [],
      postConditions: [Pc.origin().willPerformPox()],
      postConditionMode: 'deny',
    });
  });

  it('refuses in the prepare phase (pox-5 would fail it with u28 and keep the fee)', () => {
    const closed = { ...pox, inPreparePhase: true, blocksUntilChangesOpen: 1 };
    expect(() =>
      buildUnstake({
        pox: closed,
        current: {
          manager: 'SP8HK160YD5GHXP69VGA0TC7AQJ1X4CDW3XVERSE.xverse-signer-manager-1',
          entry: { kind: 'pox-5' },
        },
      }),
    ).toThrow(/1 Bitcoin block,/);
  });
});
