import { act, renderHook } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { addressesAtom } from './connection-store';
import { useOnConnectionChange } from './use-on-connection-change';

const WALLET_1 = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';
const WALLET_2 = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';

function listen(onChange: (addresses: unknown) => void) {
  const store = createStore();
  store.set(addressesAtom, [{ symbol: 'STX', address: WALLET_1 }]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>{children}</JotaiProvider>
  );
  renderHook(() => useOnConnectionChange(onChange), { wrapper });
  return store;
}

describe('useOnConnectionChange', () => {
  it('calls back with the new addresses when another account connects, or none', () => {
    const onChange = vi.fn();
    const store = listen(onChange);
    act(() => store.set(addressesAtom, [{ symbol: 'STX', address: WALLET_2 }]));
    expect(onChange).toHaveBeenLastCalledWith([{ symbol: 'STX', address: WALLET_2 }]);
    act(() => store.set(addressesAtom, []));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('stays quiet when the same connection is stored again', () => {
    const onChange = vi.fn();
    const store = listen(onChange);
    act(() => store.set(addressesAtom, [{ symbol: 'STX', address: WALLET_1 }]));
    expect(onChange).not.toHaveBeenCalled();
  });
});
