import type { WithdrawalPlan, WithdrawalValues } from './validate-withdrawal';

/** The Withdraw form between renders: what is typed, then the review of what will be signed. */
export interface WithdrawFormState {
  values: WithdrawalValues;
  /** The checked request the review shows; undefined while the form is being filled in. */
  review: WithdrawalPlan | undefined;
}

export type WithdrawFormAction =
  /** The person typed in a field. */
  | { type: 'edit'; field: keyof WithdrawalValues; value: string }
  /** Review was pressed on a valid form. */
  | { type: 'review'; plan: WithdrawalPlan }
  /** Edit was pressed in the review: back to the form, values kept. */
  | { type: 'edit-again' }
  /** Withdraw again: an empty form. */
  | { type: 'start-over' };

export const EMPTY_WITHDRAW_FORM: WithdrawFormState = {
  values: { amount: '', btcAddress: '', maxFee: '' },
  review: undefined,
};

export function withdrawFormReducer(
  state: WithdrawFormState,
  action: WithdrawFormAction,
): WithdrawFormState {
  switch (action.type) {
    case 'edit':
      return { ...state, values: { ...state.values, [action.field]: action.value } };
    case 'review':
      return { ...state, review: action.plan };
    case 'edit-again':
      return { ...state, review: undefined };
    case 'start-over':
      return EMPTY_WITHDRAW_FORM;
  }
}
