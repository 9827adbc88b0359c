// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFieldBinding } from './use-field-binding';

interface Values {
  amount: string;
  memo: string;
  unit: 'STX' | 'uSTX';
}

const values: Values = { amount: '12', memo: '', unit: 'STX' };
const problems = { amount: 'Enter an amount in STX' };

function typed(value: string) {
  return { target: { value } } as ChangeEvent<HTMLInputElement>;
}

describe('useFieldBinding', () => {
  it('gives a field its name, value and change handler', () => {
    const onEdit = vi.fn();
    const { result } = renderHook(() =>
      useFieldBinding<Values, 'amount' | 'memo'>({ values, problems, onEdit }),
    );
    const amount = result.current.bind('amount');
    expect(amount).toMatchObject({ name: 'amount', value: '12' });
    amount.onChange(typed('13'));
    expect(onEdit).toHaveBeenCalledExactlyOnceWith('amount', '13');
  });

  it('shows a problem, with aria-invalid, once the field is left or the form submitted', () => {
    const { result } = renderHook(() =>
      useFieldBinding<Values, 'amount' | 'memo'>({ values, problems, onEdit: vi.fn() }),
    );
    expect(result.current.bind('amount')).toMatchObject({
      error: undefined,
      'aria-invalid': undefined,
    });

    act(() => result.current.bind('amount').onBlur());
    expect(result.current.bind('amount')).toMatchObject({
      error: 'Enter an amount in STX',
      'aria-invalid': true,
    });
    expect(result.current.errors).toEqual(problems);
    expect(result.current.bind('memo').error).toBeUndefined();

    act(() => result.current.reset());
    expect(result.current.bind('amount').error).toBeUndefined();
    expect(result.current.showing('amount')).toBe(false);

    act(() => result.current.submit());
    expect(result.current.bind('amount').error).toBe('Enter an amount in STX');
    expect(result.current.showing('memo')).toBe(true);
  });
});
