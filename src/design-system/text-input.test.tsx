import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { PREFILL_CHECK_DELAY_MS, TextInput } from './text-input';

afterEach(() => {
  vi.useRealTimers();
});

const fieldOf = (input: HTMLElement) => input.closest('[data-floated], div')?.parentElement;

describe('TextInput', () => {
  it('floats the label on focus and drops it on blur when empty', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Memo" />);
    const input = screen.getByLabelText('Memo');
    const field = input.parentElement?.parentElement;
    expect(field).not.toHaveAttribute('data-floated');
    await user.click(input);
    expect(field).toHaveAttribute('data-floated');
    await user.tab();
    expect(field).not.toHaveAttribute('data-floated');
  });

  it('keeps the label floated while the input has a value', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Memo" />);
    const input = screen.getByLabelText('Memo');
    await user.type(input, 'hi');
    await user.tab();
    expect(input.parentElement?.parentElement).toHaveAttribute('data-floated');
  });

  it('floats when forced to shrink or given a value', () => {
    render(
      <div>
        <TextInput label="Shrunk" shrink />
        <TextInput label="Valued" value="x" onChange={() => {}} />
      </div>,
    );
    expect(screen.getByLabelText('Shrunk').parentElement?.parentElement).toHaveAttribute(
      'data-floated',
    );
    expect(screen.getByLabelText('Valued').parentElement?.parentElement).toHaveAttribute(
      'data-floated',
    );
  });

  it('detects a browser prefill 1 ms after mount', () => {
    vi.useFakeTimers();
    render(<TextInput label="Email" type="email" />);
    const input = screen.getByLabelText<HTMLInputElement>('Email');
    // Autofill sets the value without a React change event.
    input.value = 'ada@example.com';
    const field = input.parentElement?.parentElement;
    expect(field).not.toHaveAttribute('data-floated');
    expect(PREFILL_CHECK_DELAY_MS).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(field).toHaveAttribute('data-floated');
  });

  it('flags an error: style, aria-invalid and the message as its description', () => {
    render(<TextInput label="Amount" error="Too much" hint="ignored while in error" />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too much');
    expect(input.parentElement?.parentElement).toHaveAttribute('data-invalid');
  });

  it('makes a number input digits-only with a numeric keyboard and no bounds', () => {
    render(<TextInput label="Amount" type="number" />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('pattern', '[0-9]*');
    expect(input).not.toHaveAttribute('min');
    expect(input).not.toHaveAttribute('max');
  });

  it('has no axe violations in its states', async () => {
    render(
      <div>
        <TextInput label="Plain" />
        <TextInput label="Hinted" hint="Up to 34 bytes" />
        <TextInput label="Broken" error="Required" />
        <TextInput label="Number" type="number" />
      </div>,
    );
    expect(fieldOf(screen.getByLabelText('Plain'))).toBeTruthy();
    await expectNoAxeViolations();
  });
});
