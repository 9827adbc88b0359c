import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockWallet, type MockWallet } from '@/mocks/mock-wallet-provider';
import { readMockScenario } from '@/mocks/mock-scenario';
import { MockModeHost } from './mock-mode-host';

let wallet: MockWallet | undefined;
afterEach(() => wallet?.dispose());

describe('MockModeHost scenario panel', () => {
  it('shows the saved scenario, and choosing another saves it and reloads', async () => {
    localStorage.setItem('mockScenario', JSON.stringify('empty'));
    wallet = createMockWallet({ target: new EventTarget(), mode: 'manual' });
    const reload = vi.fn();
    render(<MockModeHost wallet={wallet} reload={reload} />);
    await userEvent.click(screen.getByText('Mock API: Empty account'));
    expect(screen.getByRole('radio', { name: 'Empty account' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'API error (500)' }));
    expect(readMockScenario()).toBe('server-error');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('falls back to the populated account when the saved scenario is unknown', () => {
    localStorage.setItem('mockScenario', JSON.stringify('chaos'));
    wallet = createMockWallet({ target: new EventTarget(), mode: 'manual' });
    render(<MockModeHost wallet={wallet} reload={vi.fn()} />);
    expect(screen.getByText('Mock API: Populated account')).toBeInTheDocument();
  });
});
