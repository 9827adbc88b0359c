import { describe, expect, it } from 'vitest';
import { STX_AMOUNT_MESSAGES } from '@/lib/micro-stx';
import { validateUpdate, type UpdateContext, type UpdateValues } from './validate-update';

const MANAGER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.fastpool-1-signer-manager';
const OTHER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.xverse-signer-manager-1';
const values: UpdateValues = {
  increase: '',
  extend: '',
  manager: MANAGER,
  payout: 'sbtc',
  btcAddress: '',
  maxFee: '2000',
  minClaim: '20000',
};
const context: UpdateContext = {
  hasStoredPayout: false,
  currentCycle: 10,
  unlockCycle: 20,
  currentManager: MANAGER,
  amountMicroStx: 600_000_000n,
  availableMicroStx: 1_000_000_000n,
  payouts: 'sbtc-or-btc',
  checkBtcAddress: (address) =>
    address.startsWith('bcrt1')
      ? { valid: true }
      : { valid: false, message: 'Not a Bitcoin address.' },
};

describe('validateUpdate', () => {
  it('refuses an update that changes nothing, the stored payout re-sent included', () => {
    const nothing = {
      valid: false,
      errors: {
        increase:
          'Add STX, add cycles, choose another manager or change the payout: nothing would change',
      },
    };
    expect(validateUpdate(values, context)).toEqual(nothing);
    expect(
      validateUpdate({ ...values, payout: 'stored' }, { ...context, hasStoredPayout: true }),
    ).toEqual(nothing);
  });

  it('a payout change alone is an update (pox-5 takes it while a cycle is left)', () => {
    expect(
      validateUpdate({ ...values, payout: 'btc', btcAddress: 'bcrt1qexample' }, context),
    ).toMatchObject({
      valid: true,
      increaseMicroStx: 0n,
      extendCycles: 0,
      payout: { kind: 'btc', address: 'bcrt1qexample', maxFeeSats: 2000n },
    });
    // From a stored BTC address back to sBTC.
    expect(validateUpdate(values, { ...context, hasStoredPayout: true })).toMatchObject({
      valid: true,
      payout: { kind: 'sbtc' },
    });
    // In the last locked cycle it must still extend (u20).
    expect(
      validateUpdate(
        { ...values, payout: 'btc', btcAddress: 'bcrt1qexample' },
        { ...context, currentCycle: 19 },
      ),
    ).toEqual({
      valid: false,
      errors: {
        extend: 'Cycle 19 is your last locked cycle: extend by at least 1 cycle to update',
      },
    });
  });

  it('reads an increase and an extension together', () => {
    expect(validateUpdate({ ...values, increase: '500', extend: '2' }, context)).toEqual({
      valid: true,
      increaseMicroStx: 500_000_000n,
      extendCycles: 2,
      manager: MANAGER,
      payout: { kind: 'sbtc' },
      unlockCycle: 22,
    });
  });

  it('a manager switch alone is a change', () => {
    expect(validateUpdate({ ...values, manager: OTHER }, context)).toMatchObject({
      valid: true,
      manager: OTHER,
      increaseMicroStx: 0n,
      extendCycles: 0,
    });
  });

  it('only unlocked STX, with the fee kept, can be added', () => {
    expect(validateUpdate({ ...values, increase: '1000' }, context)).toEqual({
      valid: false,
      errors: {
        increase:
          'You can add at most 999.896 STX: only unlocked STX can be added, and the fee is paid from them',
      },
    });
    expect(validateUpdate({ ...values, increase: '1,5' }, context)).toEqual({
      valid: false,
      errors: { increase: STX_AMOUNT_MESSAGES.comma },
    });
  });

  it('keeps the horizon within 96 cycles ahead (pox-5 u20)', () => {
    // 9 cycles remain ahead (11…19): at most 87 more.
    expect(validateUpdate({ ...values, extend: '87' }, context).valid).toBe(true);
    expect(validateUpdate({ ...values, extend: '88' }, context)).toEqual({
      valid: false,
      errors: { extend: 'Enter a whole number of cycles, 0 to 87 (at most 96 cycles ahead)' },
    });
  });

  it('in the last locked cycle, an update must extend by at least 1', () => {
    const last = { ...context, currentCycle: 19 };
    expect(validateUpdate({ ...values, increase: '10' }, last)).toEqual({
      valid: false,
      errors: {
        extend: 'Cycle 19 is your last locked cycle: extend by at least 1 cycle to update',
      },
    });
    expect(validateUpdate({ ...values, increase: '10', extend: '1' }, last).valid).toBe(true);
  });

  it('a BTC payout needs its address every time (a stored one is re-sent, never dropped)', () => {
    expect(validateUpdate({ ...values, extend: '1', payout: 'btc' }, context)).toEqual({
      valid: false,
      errors: { btcAddress: 'Enter the Bitcoin address your rewards are paid to' },
    });
    expect(
      validateUpdate({ ...values, extend: '1', payout: 'btc', btcAddress: 'bcrt1qx' }, context),
    ).toMatchObject({
      valid: true,
      payout: { kind: 'btc', address: 'bcrt1qx', maxFeeSats: 2000n },
    });
  });

  it('a move to max500 with a BTC payout carries the smallest payout others may send', () => {
    const toMax500 = { ...context, asksMinClaim: true };
    const move = { ...values, manager: OTHER, payout: 'btc' as const, btcAddress: 'bcrt1qx' };
    expect(validateUpdate({ ...move, minClaim: '25000' }, toMax500)).toMatchObject({
      valid: true,
      payout: { kind: 'btc', maxFeeSats: 2000n, minClaimSats: 25_000n },
    });
    expect(validateUpdate({ ...move, minClaim: '2546' }, toMax500)).toEqual({
      valid: false,
      errors: { minClaim: 'Enter at least 2,547 sats: the fee cap plus more than 546 sats' },
    });
  });

  it('re-sends the stored payout while the manager stays; a new manager needs the address typed', () => {
    const stored = { ...context, hasStoredPayout: true };
    expect(validateUpdate({ ...values, extend: '1', payout: 'stored' }, stored)).toMatchObject({
      valid: true,
      payout: { kind: 'stored' },
    });
    expect(validateUpdate({ ...values, manager: OTHER, payout: 'stored' }, stored)).toEqual({
      valid: false,
      errors: { btcAddress: 'Enter the Bitcoin address your rewards are paid to' },
    });
  });

  describe('a pool with a minimum (PlanBetter’s 1,000 STX)', () => {
    const PLANBETTER = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.planbetter-signer-manager';
    const toPlanBetter = {
      ...context,
      payouts: 'btc' as const,
      minimum: { poolName: 'PlanBetter', microStx: 1_000_000_000n },
    };
    const move = { ...values, manager: PLANBETTER, btcAddress: 'bcrt1qexample' };

    it('refuses a move that would leave the position below it, and says what to add', () => {
      expect(validateUpdate(move, toPlanBetter)).toEqual({
        valid: false,
        errors: {
          increase: 'PlanBetter takes at least 1,000 STX. Add at least 400 STX to your 600 STX.',
        },
      });
      expect(validateUpdate({ ...move, increase: '399.999999' }, toPlanBetter)).toMatchObject({
        valid: false,
        errors: {
          increase: 'PlanBetter takes at least 1,000 STX. Add at least 400 STX to your 600 STX.',
        },
      });
    });

    it('takes a move that reaches it exactly', () => {
      expect(validateUpdate({ ...move, increase: '400' }, toPlanBetter)).toMatchObject({
        valid: true,
        manager: PLANBETTER,
        increaseMicroStx: 400_000_000n,
      });
    });

    it('a position already at or above it updates as before', () => {
      expect(
        validateUpdate(
          { ...values, extend: '1', btcAddress: 'bcrt1qexample' },
          { ...toPlanBetter, amountMicroStx: 1_000_000_000n },
        ),
      ).toMatchObject({ valid: true, increaseMicroStx: 0n, extendCycles: 1 });
    });

    it('an increase the balance cannot cover keeps its own words', () => {
      expect(validateUpdate({ ...move, increase: '1000' }, toPlanBetter)).toEqual({
        valid: false,
        errors: {
          increase:
            'You can add at most 999.896 STX: only unlocked STX can be added, and the fee is paid from them',
        },
      });
    });
  });
});
