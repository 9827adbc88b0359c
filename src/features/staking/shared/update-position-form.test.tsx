import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pox5ReadsPopulated } from '@/mocks/fixtures/staking';
import { pox5ReadsManagerUnregistered } from '@/mocks/fixtures/staking-interfaces';
import { toPoxState } from '@/stacks/staking/pox-state';
import type { Pox5State } from '@/stacks/staking/staking-window';
import type { StoredPayout } from '@/stacks/staking/stored-payout';
import type { HeldPosition } from '@/stacks/staking/position-view';
import { findPool } from '@/stacks/staking/staking-pools';
import { setupStakingChain } from '@/test/staking-chain-handlers';
import { renderWithAppState } from '@/test/render-with-app-state';
import { UpdatePositionForm } from './update-position-form';
import { testNetwork } from '@/test/networks';

// The Update form refuses before anything is built or the wallet opens when the update would fail:
// - the manager's stored payout could not be read (an update would carry `none` and the reference
//   manager would delete the BTC address it keeps);
// - the manager the update names is not registered or lost its grant: pox-5 `stake-update` checks
//   both on every update, even one that keeps the manager (pox-5.clar 4.0.1, lines 1127–1131).

const network = testNetwork('mainnet');
const poxAnswer = {
  contract_id: 'SP000000000000000000002Q6VF78.pox-5',
  first_burnchain_block_height: 0,
  current_burnchain_block_height: 5 * 1050 + 100,
  reward_cycle_length: 1050,
  prepare_phase_block_length: 50,
};
const pox = toPoxState(poxAnswer) as Pox5State;
const fastPool = findPool('fast-pool', 'mainnet');
if (!fastPool) throw new Error('fast-pool is listed on mainnet');
const position: HeldPosition = {
  status: 'staked',
  amountMicroStx: 1_000_000_000n,
  manager: fastPool.manager,
  firstCycle: 4,
  unlockCycle: 10,
};

const { server, answerReads } = setupStakingChain(network.apiUrl);
afterEach(() => {
  delete window.LeatherProvider;
});

function renderForm(storedPayout: StoredPayout, held: HeldPosition = position) {
  const request = vi.fn<(method: string, params: unknown) => Promise<unknown>>();
  window.LeatherProvider = { request };
  renderWithAppState(
    <UpdatePositionForm
      network={network}
      position={held}
      pox={pox}
      availableMicroStx={5_000_000_000n}
      storedPayout={storedPayout}
    />,
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

  it('offers the update once the chain says the manager takes it', async () => {
    renderForm({ kind: 'none' });
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByTestId('update-target-checking')).toHaveTextContent(
      'Checking on the chain that Fast Pool would take this update',
    );
    await vi.waitFor(() => {
      expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    });
    expect(screen.queryByTestId('update-refusal')).toBeNull();
  });

  it.each([
    [
      'lost its grant (u17)',
      {
        ...pox5ReadsPopulated,
        // (err u17): pox-5's answer once the grant is gone
        'verify-signer-key-grant': { okay: true, result: '0x080100000000000000000000000000000011' },
      },
      'signer key grant is not live',
    ],
    ['is not registered (u23)', pox5ReadsManagerUnregistered, 'is not registered with pox-5'],
  ])(
    'a manager that %s: no update that keeps it, in words, and nothing reaches the wallet',
    async (_what, reads, reason) => {
      answerReads(reads);
      const request = renderForm({ kind: 'none' });
      const refusal = await screen.findByTestId('update-refusal');
      expect(refusal).toHaveTextContent(reason);
      expect(refusal).toHaveTextContent(
        'pox-5 checks the signer-manager on every update, even one that keeps it',
      );
      const user = userEvent.setup();
      await user.type(screen.getByRole('textbox', { name: 'Add (STX)' }), '10');
      expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Update' }));
      expect(request).not.toHaveBeenCalled();
    },
  );

  it('a position below its pool’s minimum is told what to add, and nothing reaches the wallet', async () => {
    const planBetter = findPool('planbetter', 'mainnet');
    if (!planBetter) throw new Error('planbetter is listed on mainnet');
    const request = renderForm(
      { kind: 'none' },
      {
        ...position,
        manager: planBetter.manager,
        amountMicroStx: 600_000_000n,
      },
    );
    const add = screen.getByRole('textbox', { name: 'Add (STX)' });
    expect(add).toHaveAccessibleDescription(
      'Now 600 STX; unlocked 5,000 STX. PlanBetter takes at least 1,000 STX.',
    );
    const user = userEvent.setup();
    await user.type(add, '100');
    await vi.waitFor(() => {
      expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(add).toHaveAccessibleDescription(
      'PlanBetter takes at least 1,000 STX. Add at least 400 STX to your 600 STX.',
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('clears the wallet’s refusal once the person edits the form', async () => {
    // The build reads the cycle again (an API without the v3 staking cycles: /v2/pox decides).
    server.use(
      http.get(`${network.apiUrl}/v2/pox`, () => HttpResponse.json(poxAnswer)),
      http.get(`${network.apiUrl}/extended/v3/staking/cycles/:cycle`, () =>
        HttpResponse.json({ error: 'not found' }, { status: 404 }),
      ),
    );
    const request = renderForm({ kind: 'none' });
    request.mockRejectedValue({ code: 4001, message: 'User rejected' });
    const user = userEvent.setup();
    const add = screen.getByRole('textbox', { name: 'Add (STX)' });
    await user.type(add, '10');
    await vi.waitFor(() => {
      expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const progress = screen.getByTestId('transaction-progress');
    await vi.waitFor(() => {
      expect(progress).toHaveAttribute('data-state', 'wallet-refused');
    });
    expect(progress).toHaveTextContent('You cancelled the request in your wallet.');
    await user.type(add, '0');
    expect(progress).toHaveAttribute('data-state', 'idle');
  });
});
