import { Cl, Pc } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { buildPayout } from './build-payout';

const STAKER = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';
const MANAGER = 'SPMPMA1V6P430M8C91QS1G9XJ95S59JS1TZFZ4Q4.fastpool-max500-signer-manager';
const SBTC = 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token';

describe('buildPayout', () => {
  it('payout (staker); the manager sends exactly the settled balance, in Deny mode', () => {
    expect(
      buildPayout({
        staker: STAKER,
        manager: MANAGER,
        pendingSats: 12_345n,
        btcMaxFeeSats: undefined,
        sbtcToken: SBTC,
      }),
    ).toEqual({
      contract: MANAGER,
      functionName: 'payout',
      functionArgs: [Cl.principal(STAKER)],
      postConditions: [Pc.principal(MANAGER).willSendEq(12_345n).ft(SBTC, 'sbtc-token')],
      postConditionMode: 'deny',
    });
  });

  it('refuses nothing settled, and a Bitcoin payout the manager would refuse (u1012)', () => {
    const input = { staker: STAKER, manager: MANAGER, sbtcToken: SBTC } as const;
    expect(() => buildPayout({ ...input, pendingSats: 0n, btcMaxFeeSats: undefined })).toThrow(
      /nothing settled/,
    );
    expect(() => buildPayout({ ...input, pendingSats: 3_546n, btcMaxFeeSats: 3_000n })).toThrow(
      /too little to pay to Bitcoin/,
    );
    expect(buildPayout({ ...input, pendingSats: 3_547n, btcMaxFeeSats: 3_000n }).functionName).toBe(
      'payout',
    );
  });
});
