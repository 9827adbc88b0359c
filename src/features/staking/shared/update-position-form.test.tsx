import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noopAnalytics } from '@/analytics/analytics-client';
import { AnalyticsProvider } from '@/analytics/analytics-context';
import { TESTNET_CHAIN_ID } from '@/config/constants';
import { DEVNET_API_URL } from '@/config/networks';
import type { ActiveNetwork } from '@/stacks/active-network';
import { toPoxState } from '@/stacks/staking/pox-state';
import type { Pox5State } from '@/stacks/staking/staking-window';
import type { StoredPayout } from '@/stacks/staking/stored-payout';
import type { HeldPosition } from '@/stacks/staking/position-view';
import { UpdatePositionForm } from './update-position-form';

// The Update form when the manager's stored payout could not be read: an update would carry
// `none` and the reference manager would delete the BTC address it keeps (pox-5.md §5), so the
// form refuses before anything is built or the wallet opens.

const devnet: ActiveNetwork = {
  name: 'devnet',
  kind: 'devnet',
  apiUrl: DEVNET_API_URL,
  chainId: TESTNET_CHAIN_ID,
  custom: false,
};
const pox = toPoxState({
  contract_id: 'ST000000000000000000002AMW42H.pox-5',
  first_burnchain_block_height: 0,
  current_burnchain_block_height: 5 * 1050 + 100,
  reward_cycle_length: 1050,
  prepare_phase_block_length: 50,
}) as Pox5State;
const position: HeldPosition = {
  status: 'staked',
  amountMicroStx: 1_000_000_000n,
  manager: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.fastpool-1-signer-manager',
  firstCycle: 4,
  unlockCycle: 10,
};

afterEach(() => {
  delete window.LeatherProvider;
});

function renderForm(storedPayout: StoredPayout) {
  const request = vi.fn<(method: string, params: unknown) => Promise<unknown>>();
  window.LeatherProvider = { request };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <JotaiProvider>
        <AnalyticsProvider client={noopAnalytics}>
          <UpdatePositionForm
            network={devnet}
            position={position}
            pox={pox}
            availableMicroStx={5_000_000_000n}
            storedPayout={storedPayout}
          />
        </AnalyticsProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return request;
}

describe('the Update form', () => {
  it('refuses to build when the stored payout could not be read, rather than sending sBTC', async () => {
    const request = renderForm({ kind: 'unknown', reason: 'no such function' });
    expect(screen.getByTestId('stored-payout-unknown')).toHaveTextContent(
      'The stored payout could not be read (no such function)',
    );
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('radio', { name: 'sBTC to this account' })).toBeDisabled();
    expect(request).not.toHaveBeenCalled();
  });

  it('offers the update when the manager keeps nothing', () => {
    renderForm({ kind: 'none' });
    expect(screen.queryByTestId('stored-payout-unknown')).toBeNull();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });
});
