import { Cl, Pc } from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { poxInfo } from '@/mocks/fixtures/hiro-api';
import { buildStake, type StakeCallTarget } from './build-stake';
import { btcPayoutCalldata, encodeSignerCalldata } from './signer-calldata';
import { findPool } from './staking-pools';
import { StakingClosedError, type Pox5State } from './staking-window';
import { poxStateResponseSchema, requirePox5, toPoxState } from './pox-state';

const pox: Pox5State = requirePox5(toPoxState(poxStateResponseSchema.parse(poxInfo)));
const AMOUNT = 60_000_000_000n;
const payoutFor = (address: string) => {
  const check = btcPayoutCalldata(address, 'mainnet', 3_000n);
  if (!check.valid) throw new Error(check.message);
  return check.calldata;
};
const BTC = payoutFor('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
const pool = (slug: string): StakeCallTarget => {
  const found = findPool(slug, 'mainnet');
  if (!found) throw new Error(slug);
  return found;
};
/** A stake of AMOUNT with a listed mainnet pool. */
const stakeWith = (slug: string, cycles: number, payout: typeof BTC | undefined) =>
  buildStake({ pox, target: pool(slug), amountMicroStx: AMOUNT, cycles, payout });

describe('buildStake', () => {
  it('pox-5 stake to Fast Pool (its max500 manager) with sBTC payout: manager, amount, cycles, current burn height, none', () => {
    expect(stakeWith('fast-pool', 12, undefined)).toEqual({
      contract: 'SP000000000000000000002Q6VF78.pox-5',
      functionName: 'stake',
      functionArgs: [
        Cl.contractPrincipal(
          'SPMPMA1V6P430M8C91QS1G9XJ95S59JS1TZFZ4Q4',
          'fastpool-max500-signer-manager',
        ),
        Cl.uint(AMOUNT),
        Cl.uint(12),
        Cl.uint(poxInfo.current_burnchain_block_height),
        Cl.none(),
      ],
      postConditions: [Pc.origin().willSendEq(AMOUNT).ustxToLock()],
      postConditionMode: 'deny',
    });
  });

  it('a BTC payout goes as (some calldata) in the pool’s form: PlanBetter requires it', () => {
    const request = stakeWith('planbetter', 96, BTC);
    // PlanBetter reads `{pox-addr}` alone; Fast Pool's max500 the three fields; xverse two
    expect(request.functionArgs[4]).toEqual(
      Cl.some(Cl.buffer(encodeSignerCalldata(BTC, 'pox-addr'))),
    );
    const toMax500 = stakeWith('fast-pool', 1, BTC);
    expect(toMax500.functionArgs[4]).toEqual(
      Cl.some(Cl.buffer(encodeSignerCalldata(BTC, 'max500'))),
    );
    const toXverse = stakeWith('xverse', 1, BTC);
    expect(toXverse.functionArgs[4]).toEqual(Cl.some(Cl.buffer(encodeSignerCalldata(BTC))));
    expect(() => stakeWith('planbetter', 1, undefined)).toThrow(/BTC payout address is required/);
    expect(() => stakeWith('stacking-dao', 1, BTC)).toThrow(/sBTC only/);
  });

  it('Stacking DAO goes through native-pool-v1 delegate (amount, cycles, start-burn-ht), same lock condition', () => {
    expect(stakeWith('stacking-dao', 3, undefined)).toEqual({
      contract: 'SP4SZE494VC2YC5JYG7AYFQ44F5Q4PYV7DVMDPBG.native-pool-v1',
      functionName: 'delegate',
      functionArgs: [Cl.uint(AMOUNT), Cl.uint(3), Cl.uint(poxInfo.current_burnchain_block_height)],
      postConditions: [Pc.origin().willSendEq(AMOUNT).ustxToLock()],
      postConditionMode: 'deny',
    });
  });

  it('refuses durations outside 1–96, zero amounts, and the prepare phase', () => {
    const base = { pox, target: pool('fast-pool'), amountMicroStx: AMOUNT, payout: undefined };
    for (const cycles of [0, 97, 1.5])
      expect(() => buildStake({ ...base, cycles })).toThrow(RangeError);
    expect(() => buildStake({ ...base, cycles: 1, amountMicroStx: 0n })).toThrow(RangeError);
    const closed = { ...pox, inPreparePhase: true, blocksUntilChangesOpen: 42 };
    expect(() => buildStake({ ...base, pox: closed, cycles: 1 })).toThrow(StakingClosedError);
    expect(() => buildStake({ ...base, pox: closed, cycles: 1 })).toThrow(
      /reopen in 42 Bitcoin blocks/,
    );
  });

  it('a brought manager with unknown payout takes either', () => {
    const own: StakeCallTarget = {
      manager: 'SP3DHX7ZHNTCE1WQHJH0T0HY9NNSVT4SWTY2FRCCT.hiro-contract',
      entry: { kind: 'pox-5' },
      payout: undefined,
    };
    expect(
      buildStake({ pox, target: own, amountMicroStx: AMOUNT, cycles: 2, payout: BTC })
        .functionArgs[0],
    ).toEqual(Cl.contractPrincipal('SP3DHX7ZHNTCE1WQHJH0T0HY9NNSVT4SWTY2FRCCT', 'hiro-contract'));
    expect(
      buildStake({ pox, target: own, amountMicroStx: AMOUNT, cycles: 2, payout: undefined })
        .functionArgs[4],
    ).toEqual(Cl.none());
  });
});
