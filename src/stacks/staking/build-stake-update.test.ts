import { Cl, Pc } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { poxInfo } from '@/mocks/fixtures/hiro-api';
import { buildStakeUpdate, type CurrentStake } from './build-stake-update';
import { poxStateResponseSchema, requirePox5, toPoxState } from './pox-state';
import { btcPayoutCalldata, encodeSignerCalldata } from './signer-calldata';
import { findPool } from './staking-pools';

const pox = requirePox5(toPoxState(poxStateResponseSchema.parse(poxInfo)));
const STX = 1_000_000n;
// Fast Pool's primary manager is max500; its fastpool-1 runs the reference manager.
const max500 = findPool('fast-pool', 'mainnet');
const dao = findPool('stacking-dao', 'mainnet');
if (!max500 || !dao) throw new Error('pools');
const fastPool1 = max500.otherManagers[0] ?? '';
const fastPool = { ...max500, manager: fastPool1, calldata: 'pox-addr-max-fee' as const };
const current: CurrentStake = {
  manager: fastPool1,
  entry: max500.entry,
  amountMicroStx: 10_000n * STX,
  unlockCycle: pox.currentCycle + 4,
};
const check = btcPayoutCalldata('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet');
if (!check.valid) throw new Error(check.message);
const stored = check.calldata;

describe('buildStakeUpdate', () => {
  it('increase + extend: stake-update with both managers, and a lock ≤ the NEW TOTAL (never the increase)', () => {
    const request = buildStakeUpdate({
      pox,
      current,
      target: fastPool,
      cyclesToExtend: 2,
      amountIncrease: 45_000n * STX,
      payout: undefined,
    });
    expect(request).toEqual({
      contract: 'SP000000000000000000002Q6VF78.pox-5',
      functionName: 'stake-update',
      functionArgs: [
        Cl.contractPrincipal(
          'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP',
          'fastpool-1-signer-manager',
        ),
        Cl.contractPrincipal(
          'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP',
          'fastpool-1-signer-manager',
        ),
        Cl.uint(2),
        Cl.uint(45_000n * STX),
        Cl.none(),
      ],
      postConditions: [
        Pc.origin()
          .willSendLte(55_000n * STX)
          .ustxToLock(),
      ],
      postConditionMode: 'deny',
    });
  });

  it('re-sends the stored BTC payout, and switches manager in the same call', () => {
    const request = buildStakeUpdate({
      pox,
      current,
      target: max500,
      cyclesToExtend: 0,
      amountIncrease: 0n,
      payout: stored,
    });
    expect(request.functionArgs[0]).toEqual(
      Cl.contractPrincipal(
        'SPMPMA1V6P430M8C91QS1G9XJ95S59JS1TZFZ4Q4',
        'fastpool-max500-signer-manager',
      ),
    );
    expect(request.functionArgs[1]).toEqual(
      Cl.contractPrincipal(
        'SP21YTSM60CAY6D011EZVEVNKXVW8FVZE198XEFFP',
        'fastpool-1-signer-manager',
      ),
    );
    // max500 reads `{pox-addr, max-fee, min-claim}`
    expect(request.functionArgs[4]).toEqual(
      Cl.some(Cl.buffer(encodeSignerCalldata(stored, 'max500'))),
    );
    expect(request.postConditions).toEqual([
      Pc.origin()
        .willSendLte(10_000n * STX)
        .ustxToLock(),
    ]);
  });

  it('a native pool position updates through delegate-update (extend, increase)', () => {
    const inDao: CurrentStake = { ...current, manager: dao.manager, entry: dao.entry };
    expect(
      buildStakeUpdate({
        pox,
        current: inDao,
        target: dao,
        cyclesToExtend: 1,
        amountIncrease: 5n * STX,
        payout: undefined,
      }),
    ).toEqual({
      contract: 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.native-pool-v1',
      functionName: 'delegate-update',
      functionArgs: [Cl.uint(1), Cl.uint(5n * STX)],
      postConditions: [
        Pc.origin()
          .willSendLte(10_005n * STX)
          .ustxToLock(),
      ],
      postConditionMode: 'deny',
    });
    expect(() =>
      buildStakeUpdate({
        pox,
        current: inDao,
        target: fastPool,
        cyclesToExtend: 0,
        amountIncrease: 0n,
        payout: undefined,
      }),
    ).toThrow(/unstake first/);
    expect(() =>
      buildStakeUpdate({
        pox,
        current,
        target: dao,
        cyclesToExtend: 0,
        amountIncrease: 0n,
        payout: undefined,
      }),
    ).toThrow(/unstake first/);
  });

  it('the horizon rule: in the last locked cycle extend by ≥ 1; never beyond 96 cycles ahead', () => {
    const last = { ...current, unlockCycle: pox.currentCycle + 1 };
    const base = { pox, target: fastPool, amountIncrease: 0n, payout: undefined };
    expect(() => buildStakeUpdate({ ...base, current: last, cyclesToExtend: 0 })).toThrow(
      /at least 1 cycle/,
    );
    expect(buildStakeUpdate({ ...base, current: last, cyclesToExtend: 1 }).functionArgs[2]).toEqual(
      Cl.uint(1),
    );
    expect(() => buildStakeUpdate({ ...base, current, cyclesToExtend: 94 })).toThrow(/96 cycles/);
    expect(buildStakeUpdate({ ...base, current, cyclesToExtend: 93 }).functionArgs[2]).toEqual(
      Cl.uint(93),
    );
    expect(() =>
      buildStakeUpdate({ ...base, current, cyclesToExtend: 0, amountIncrease: -1n }),
    ).toThrow(/only grow/);
  });

  it('refuses in the prepare phase', () => {
    expect(() =>
      buildStakeUpdate({
        pox: { ...pox, inPreparePhase: true },
        current,
        target: fastPool,
        cyclesToExtend: 1,
        amountIncrease: 0n,
        payout: undefined,
      }),
    ).toThrow(/prepare phase/);
  });
});
