import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldErrors } from './use-field-errors';

const problems = { amount: 'Enter an amount in STX', memo: 'Too long' };

describe('useFieldErrors', () => {
  it('shows a field’s problem once it is left, every problem once submitted, none after a reset', () => {
    const { result } = renderHook(() => useFieldErrors<'amount' | 'memo'>());
    expect(result.current.shown(problems)).toEqual({});

    act(() => result.current.leave('amount')());
    expect(result.current.shown(problems)).toEqual({ amount: 'Enter an amount in STX' });
    // A left field with no problem shows nothing.
    expect(result.current.shown({ memo: 'Too long' })).toEqual({});

    act(() => result.current.submit());
    expect(result.current.shown(problems)).toEqual(problems);

    act(() => result.current.reset());
    expect(result.current.shown(problems)).toEqual({});
  });
});
