import { describe, expect, it } from 'vitest';
import type { WithdrawalPlan } from './validate-withdrawal';
import { EMPTY_WITHDRAW_FORM, withdrawFormReducer } from './withdraw-form-state';

const plan: WithdrawalPlan = {
  amountSats: 50_000n,
  maxFeeSats: 3_000n,
  btcAddress: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
  recipient: { type: 'p2wpkh', version: '00', hashbytes: '75'.repeat(20) },
};

describe('the Withdraw form’s state', () => {
  it('keeps what is typed through the review and Edit, and empties on Withdraw again', () => {
    let state = withdrawFormReducer(EMPTY_WITHDRAW_FORM, {
      type: 'edit',
      field: 'amount',
      value: '0.0005',
    });
    state = withdrawFormReducer(state, { type: 'edit', field: 'maxFee', value: '3000' });
    expect(state.values).toEqual({ amount: '0.0005', btcAddress: '', maxFee: '3000' });
    state = withdrawFormReducer(state, { type: 'review', plan });
    expect(state.review).toBe(plan);
    state = withdrawFormReducer(state, { type: 'edit-again' });
    expect(state.review).toBeUndefined();
    expect(state.values.amount).toBe('0.0005');
    state = withdrawFormReducer(state, { type: 'review', plan });
    expect(withdrawFormReducer(state, { type: 'start-over' })).toEqual(EMPTY_WITHDRAW_FORM);
  });
});
