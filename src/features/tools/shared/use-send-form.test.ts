// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode, type SyntheticEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSendForm } from './use-send-form';

const EMPTY = { recipient: '', amount: '' };
const submitEvent = { preventDefault: () => undefined } as SyntheticEvent<HTMLFormElement>;

function render() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return renderHook(
    () =>
      useSendForm({
        tool: 'send-stx',
        method: 'stx_transferStx',
        empty: EMPTY,
        refreshAfterSend: () => ['balances'],
      }),
    { wrapper },
  );
}

/** A builder that refuses, as Satchel does when the chain says no before the wallet opens. */
const refuse = () => {
  throw new Error('Changes are closed');
};

describe('useSendForm', () => {
  it('shows every problem on submit and sends nothing while the form cannot be sent', () => {
    const { result } = render();
    const fields = { submit: vi.fn() };
    act(() => result.current.submit(fields, undefined)(submitEvent));
    expect(fields.submit).toHaveBeenCalledOnce();
    expect(result.current.state).toEqual({ phase: 'idle' });
  });

  it('keeps each edit and clears a refusal, since it no longer describes what is sent', async () => {
    const { result } = render();
    act(() => result.current.edit({ recipient: 'ST1' }));
    await act(async () => {
      result.current.submit({ submit: vi.fn() }, refuse)(submitEvent);
      await Promise.resolve();
    });
    expect(result.current.state).toEqual({ phase: 'not-built', reason: 'Changes are closed' });
    act(() => result.current.edit({ amount: '5' }));
    expect(result.current.values).toEqual({ recipient: 'ST1', amount: '5' });
    expect(result.current.state).toEqual({ phase: 'idle' });
  });

  it('starts over with an empty form, its problems hidden and an idle flow', async () => {
    const { result } = render();
    act(() => result.current.edit({ recipient: 'ST1', amount: '5' }));
    await act(async () => {
      result.current.submit({ submit: vi.fn() }, refuse)(submitEvent);
      await Promise.resolve();
    });
    const fields = { reset: vi.fn() };
    act(() => result.current.startOver(fields)());
    expect(fields.reset).toHaveBeenCalledOnce();
    expect(result.current.values).toEqual(EMPTY);
    expect(result.current.state).toEqual({ phase: 'idle' });
  });
});
