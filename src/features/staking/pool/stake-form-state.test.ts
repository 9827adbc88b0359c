import { describe, expect, it } from 'vitest';
import { toPoxState } from '@/stacks/staking/pox-state';
import type { Pox5State } from '@/stacks/staking/staking-window';
import { DEFAULT_STAKING_CYCLES } from '@/stacks/staking/staking-limits';
import {
  initialStakeFormState,
  shownStakeValues,
  stakeFormReducer,
  stakeUnlockCycle,
  type ValidStake,
} from './stake-form-state';

const poxAt = (height: number) =>
  toPoxState({
    contract_id: 'ST000000000000000000002AMW42H.pox-5',
    first_burnchain_block_height: 0,
    current_burnchain_block_height: height,
    reward_cycle_length: 1050,
    prepare_phase_block_length: 50,
  }) as Pox5State;
const cycle5 = poxAt(5 * 1050 + 100);
const cycle6 = poxAt(6 * 1050 + 100);
const WALLET_BTC = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const stake: ValidStake = {
  valid: true,
  amountMicroStx: 250_000_000n,
  cycles: 4,
  payout: { kind: 'sbtc' },
};

describe('the Stake form’s state', () => {
  it('opens with the defaults, BTC for a manager that pays only BTC', () => {
    const state = initialStakeFormState('sbtc-or-btc', cycle5);
    expect(state.values).toMatchObject({
      amount: '',
      cycles: String(DEFAULT_STAKING_CYCLES),
      payout: 'sbtc',
      btcAddress: '',
    });
    expect(state.review).toBeUndefined();
    expect(initialStakeFormState('btc', cycle5).values.payout).toBe('btc');
  });

  it('follows the wallet’s Bitcoin address until the person types one', () => {
    let state = initialStakeFormState('btc', cycle5);
    expect(shownStakeValues(state, WALLET_BTC).btcAddress).toBe(WALLET_BTC);
    state = stakeFormReducer(state, { type: 'edit', patch: { amount: '10' } });
    expect(shownStakeValues(state, WALLET_BTC).btcAddress).toBe(WALLET_BTC);
    state = stakeFormReducer(state, { type: 'edit', patch: { btcAddress: '' } });
    expect(shownStakeValues(state, WALLET_BTC).btcAddress).toBe('');
    expect(shownStakeValues(state, WALLET_BTC).amount).toBe('10');
  });

  it('reviews with the cycle it was shown in, takes a new cycle, and goes back on Change', () => {
    let state = stakeFormReducer(initialStakeFormState('sbtc', cycle5), {
      type: 'review',
      stake,
      pox: cycle5,
    });
    expect(state.review).toBe(stake);
    expect(state.reviewPox.currentCycle).toBe(5);
    state = stakeFormReducer(state, { type: 'new-cycle', pox: cycle6 });
    expect(state.review).toBe(stake);
    expect(state.reviewPox.currentCycle).toBe(6);
    state = stakeFormReducer(state, { type: 'change' });
    expect(state.review).toBeUndefined();
  });

  it('says the unlock cycle only for a duration pox-5 takes', () => {
    expect(stakeUnlockCycle('4', 5)).toBe(10);
    expect(stakeUnlockCycle('96', 5)).toBe(102);
    expect(stakeUnlockCycle('0', 5)).toBeUndefined();
    expect(stakeUnlockCycle('97', 5)).toBeUndefined();
    expect(stakeUnlockCycle('2.5', 5)).toBeUndefined();
  });
});
