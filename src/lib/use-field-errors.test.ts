// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldErrors } from './use-field-errors';

const problems = { amount: 'Enter an amount in STX', memo: 'Too long' };

describe('useFieldErrors', () => {
  it('shows a field’s problem once it is left, every problem once submitted, none after a reset', () => {
    const { result } = renderHook(() => useFieldErrors<'amount' | 'memo'>());
    const showing = () => [result.current.showing('amount'), result.current.showing('memo')];
    expect(result.current.shown(problems)).toEqual({});
    expect(showing()).toEqual([false, false]);

    act(() => result.current.leave('amount')());
    expect(result.current.shown(problems)).toEqual({ amount: 'Enter an amount in STX' });
    expect(showing()).toEqual([true, false]);
    // A left field with no problem shows nothing.
    expect(result.current.shown({ memo: 'Too long' })).toEqual({});

    act(() => result.current.submit());
    expect(result.current.shown(problems)).toEqual(problems);
    expect(showing()).toEqual([true, true]);

    act(() => result.current.reset());
    expect(result.current.shown(problems)).toEqual({});
    expect(showing()).toEqual([false, false]);
  });
});
