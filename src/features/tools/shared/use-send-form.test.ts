// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ActiveNetwork } from '@/stacks/active-network';
import { useSendForm } from './use-send-form';

const NETWORK: ActiveNetwork = {
  name: 'testnet',
  kind: 'testnet',
  apiUrl: 'https://api.testnet.hiro.so',
  chainId: 0x80000000,
  custom: false,
};
const EMPTY = { recipient: '', amount: '' };

function render() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return renderHook(
    () => useSendForm({ empty: EMPTY, network: NETWORK, refreshAfterSend: ['balances'] }),
    { wrapper },
  );
}

describe('useSendForm', () => {
  it('keeps each edit and clears a refusal, since it no longer describes what is sent', async () => {
    const { result } = render();
    act(() => result.current.edit({ recipient: 'ST1' }));
    await act(() =>
      result.current.flow.run(() => {
        throw new Error('Changes are closed');
      }),
    );
    expect(result.current.flow.state).toEqual({ phase: 'not-built', reason: 'Changes are closed' });
    act(() => result.current.edit({ amount: '5' }));
    expect(result.current.values).toEqual({ recipient: 'ST1', amount: '5' });
    expect(result.current.flow.state).toEqual({ phase: 'idle' });
  });

  it('clears the form and the flow for another transfer', async () => {
    const { result } = render();
    act(() => result.current.edit({ recipient: 'ST1', amount: '5' }));
    const build = vi.fn(() => {
      throw new Error('No');
    });
    await act(() => result.current.flow.run(build));
    act(() => result.current.clear());
    expect(result.current.values).toEqual(EMPTY);
    expect(result.current.flow.state).toEqual({ phase: 'idle' });
  });
});
