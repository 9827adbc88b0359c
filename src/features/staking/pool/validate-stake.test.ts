import { describe, expect, it } from 'vitest';
import { STX_AMOUNT_MESSAGES } from '@/lib/micro-stx';
import { STAKING_FEE_RESERVE_MICRO_STX } from '@/stacks/staking/staking-limits';
import { validateStake, type StakeContext, type StakeValues } from './validate-stake';

const valid: StakeValues = {
  amount: '1000',
  cycles: '48',
  payout: 'sbtc',
  btcAddress: '',
  maxFee: '2000',
  minClaim: '20000',
};
const context: StakeContext = {
  availableMicroStx: 10_000_000_000n,
  payouts: 'sbtc-or-btc',
  checkBtcAddress: (address) =>
    address.startsWith('bcrt1')
      ? { valid: true }
      : { valid: false, message: 'Not a Bitcoin address.' },
};

describe('validateStake', () => {
  it('reads a valid stake into µSTX, cycles and an sBTC payout', () => {
    expect(validateStake(valid, context)).toEqual({
      valid: true,
      amountMicroStx: 1_000_000_000n,
      cycles: 48,
      payout: { kind: 'sbtc' },
    });
  });

  it('uses the shared amount words and refuses 0', () => {
    expect(validateStake({ ...valid, amount: '1,5' }, context)).toEqual({
      valid: false,
      errors: { amount: STX_AMOUNT_MESSAGES.comma },
    });
    expect(validateStake({ ...valid, amount: '0' }, context)).toEqual({
      valid: false,
      errors: { amount: 'Enter more than 0 STX' },
    });
  });

  it('keeps the fee unlocked: at most available − the fee reserve', () => {
    const available = 1_000_000_000n;
    const most = available - STAKING_FEE_RESERVE_MICRO_STX;
    const at = (microStx: bigint) =>
      validateStake(
        {
          ...valid,
          amount: `${microStx / 1_000_000n}.${(microStx % 1_000_000n).toString().padStart(6, '0')}`,
        },
        { ...context, availableMicroStx: available },
      );
    expect(at(most).valid).toBe(true);
    expect(at(most + 1n)).toEqual({
      valid: false,
      errors: {
        amount:
          'You can stake at most 999.896 STX: 1,000 STX is unlocked and the fee is paid from it',
      },
    });
  });

  it('takes 1 to 96 whole cycles only', () => {
    for (const cycles of ['1', '96'])
      expect(validateStake({ ...valid, cycles }, context).valid).toBe(true);
    for (const cycles of ['0', '97', '1.5', '', 'x', '-1'])
      expect(validateStake({ ...valid, cycles }, context)).toEqual({
        valid: false,
        errors: { cycles: 'Enter a whole number of cycles, 1 to 96' },
      });
  });

  it('needs an address and a fee cap in whole sats for a BTC payout', () => {
    expect(validateStake({ ...valid, payout: 'btc' }, context)).toEqual({
      valid: false,
      errors: { btcAddress: 'Enter the Bitcoin address your rewards are paid to' },
    });
    expect(
      validateStake({ ...valid, payout: 'btc', btcAddress: 'bc1qwrong', maxFee: '1.5' }, context),
    ).toEqual({
      valid: false,
      errors: {
        btcAddress: 'Not a Bitcoin address.',
        maxFee: 'Enter the most the Bitcoin fee may take, in whole sats (0 to 1,000,000)',
      },
    });
    expect(
      validateStake({ ...valid, payout: 'btc', btcAddress: ' bcrt1qok ', maxFee: '3000' }, context),
    ).toMatchObject({
      valid: true,
      payout: { kind: 'btc', address: 'bcrt1qok', maxFeeSats: 3000n },
    });
  });

  it('max500: asks the smallest payout others may send, above the fee cap plus 546', () => {
    const btc = { ...valid, payout: 'btc' as const, btcAddress: 'bcrt1qok', maxFee: '3000' };
    const max500 = { ...context, asksMinClaim: true };
    expect(validateStake({ ...btc, minClaim: '30000' }, max500)).toMatchObject({
      valid: true,
      payout: { kind: 'btc', maxFeeSats: 3000n, minClaimSats: 30_000n },
    });
    expect(validateStake({ ...btc, minClaim: '3547' }, max500)).toMatchObject({
      payout: { minClaimSats: 3_547n },
    });
    expect(validateStake({ ...btc, minClaim: '3546' }, max500)).toEqual({
      valid: false,
      errors: { minClaim: 'Enter at least 3,547 sats: the fee cap plus more than 546 sats' },
    });
    expect(validateStake({ ...btc, minClaim: '1e5' }, max500)).toEqual({
      valid: false,
      errors: { minClaim: 'Enter the smallest payout others may send to Bitcoin, in whole sats' },
    });
    // Not asked of another manager, whatever the field holds.
    expect(validateStake({ ...btc, minClaim: 'x' }, context)).toMatchObject({
      valid: true,
      payout: { kind: 'btc', maxFeeSats: 3000n },
    });
  });

  it('a BTC-only manager (planbetter) needs the address whatever the choice says', () => {
    expect(validateStake(valid, { ...context, payouts: 'btc' })).toEqual({
      valid: false,
      errors: { btcAddress: 'Enter the Bitcoin address your rewards are paid to' },
    });
  });

  it('an sBTC-only manager never asks for an address', () => {
    expect(
      validateStake({ ...valid, payout: 'btc' }, { ...context, payouts: 'sbtc' }),
    ).toMatchObject({
      valid: true,
      payout: { kind: 'sbtc' },
    });
  });

  it('refuses less than the pool’s minimum, in its words; the minimum itself is taken', () => {
    const planBetter = {
      ...context,
      payouts: 'sbtc' as const,
      minimum: { poolName: 'PlanBetter', microStx: 1_000_000_000n },
    };
    expect(validateStake({ ...valid, amount: '999.999999' }, planBetter)).toEqual({
      valid: false,
      errors: { amount: 'PlanBetter takes at least 1,000 STX.' },
    });
    expect(validateStake({ ...valid, amount: '1000' }, planBetter)).toMatchObject({
      valid: true,
      amountMicroStx: 1_000_000_000n,
    });
    // Without a wallet too: the minimum is the pool's, not the balance's.
    expect(
      validateStake({ ...valid, amount: '10' }, { ...planBetter, availableMicroStx: undefined }),
    ).toEqual({ valid: false, errors: { amount: 'PlanBetter takes at least 1,000 STX.' } });
    // The shared amount words and the 0 rule come first.
    expect(validateStake({ ...valid, amount: '0' }, planBetter)).toEqual({
      valid: false,
      errors: { amount: 'Enter more than 0 STX' },
    });
  });

  it('without a wallet there is no balance rule yet', () => {
    expect(
      validateStake({ ...valid, amount: '99999999' }, { ...context, availableMicroStx: undefined })
        .valid,
    ).toBe(true);
  });
});
