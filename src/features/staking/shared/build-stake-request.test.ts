// The Stake form's checked figures → the transaction, with each pool's own calldata form
// (signer-calldata.ts): what a manager's `validate-stake!` cannot read fails the stake and its fee.
import {
  Cl,
  ClarityType,
  deserializeCV,
  serializeCV,
  type ClarityValue,
} from '@stacks/transactions';
import { describe, expect, it } from 'vitest';
import { findPool } from '@/stacks/staking/staking-pools';
import { poxInfo } from '@/mocks/fixtures/hiro-api';
import { poxStateResponseSchema, requirePox5, toPoxState } from '@/stacks/staking/pox-state';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { buildStakeRequest } from './build-stake-request';
import { poolTarget } from './stake-target';

const pox: Pox5State = requirePox5(toPoxState(poxStateResponseSchema.parse(poxInfo)));
const ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

/** The fields of the calldata the stake sends (`(some 0x…)` → its tuple's keys and uints). */
function calldataOf(args: ClarityValue[]): Record<string, string> {
  const last = args.at(-1);
  if (last?.type !== ClarityType.OptionalSome || last.value.type !== ClarityType.Buffer)
    throw new Error('no calldata sent');
  const tuple = deserializeCV(last.value.value);
  if (tuple.type !== ClarityType.Tuple) throw new Error('calldata is not a tuple');
  return Object.fromEntries(
    Object.entries(tuple.value).map(([key, value]) => [
      key,
      value.type === ClarityType.UInt ? String(value.value) : value.type,
    ]),
  );
}

function stakeWith(slug: string, payout: Parameters<typeof buildStakeRequest>[0]['payout']) {
  const pool = findPool(slug, 'devnet');
  if (!pool) throw new Error(`no devnet pool ${slug}`);
  return buildStakeRequest({
    target: poolTarget(pool),
    amountMicroStx: 1_000_000_000n,
    cycles: 4,
    pox,
    payout,
    network: 'devnet',
  });
}

describe('buildStakeRequest: each pool’s calldata form', () => {
  it('PlanBetter reads {pox-addr} alone', () => {
    const request = stakeWith('planbetter', { kind: 'btc', address: ADDRESS, maxFeeSats: 3_000n });
    expect(calldataOf(request.functionArgs)).toEqual({ 'pox-addr': 'tuple' });
  });

  it('Fast Pool’s max500 reads {pox-addr, max-fee, min-claim}, with the minimum the person set', () => {
    const request = stakeWith('fast-pool', {
      kind: 'btc',
      address: ADDRESS,
      maxFeeSats: 3_000n,
      minClaimSats: 30_000n,
    });
    expect(calldataOf(request.functionArgs)).toEqual({
      'pox-addr': 'tuple',
      'max-fee': '3000',
      'min-claim': '30000',
    });
  });

  it('the reference manager (Xverse) reads {pox-addr, max-fee}; sBTC sends none', () => {
    const request = stakeWith('xverse', { kind: 'btc', address: ADDRESS, maxFeeSats: 3_000n });
    expect(calldataOf(request.functionArgs)).toEqual({ 'pox-addr': 'tuple', 'max-fee': '3000' });
    expect(
      serializeCV(stakeWith('xverse', { kind: 'sbtc' }).functionArgs.at(-1) ?? Cl.none()),
    ).toBe(serializeCV(Cl.none()));
  });
});
