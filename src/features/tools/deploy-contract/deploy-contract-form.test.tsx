import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVNET_API_URL } from '@/config/networks';
import { addressesAtom } from '@/wallet/connection-store';
import { renderWithAppState } from '@/test/render-with-app-state';
import { installLeather } from '@/test/leather-provider';
import { storeDevnetConnection } from '@/test/stored-connection';
import { setupTestServer } from '@/test/msw-server';
import { toolUsed } from '@/test/tool-used';
import { DeployContractForm } from './deploy-contract-form';
import { EXAMPLE_CONTRACT } from './example-contract';

const SENDER = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';
const TXID = 'cd'.repeat(32);
const TAKEN = 'already-here';

let txAnswer: Record<string, unknown> = { tx_status: 'success', block_height: 9 };
/** The devnet's /v2/pox: pox-5 and no epochs listed (devnet/routes/core.mjs), so Epoch 4.0. */
const DEVNET_POX = {
  contract_id: 'ST000000000000000000002AMW42H.pox-5',
  current_burnchain_block_height: 120,
  epochs: [],
};
let poxAnswer: Record<string, unknown> = DEVNET_POX;
const sourceReads = vi.fn<(name: string) => void>();
setupTestServer(
  http.get(`${DEVNET_API_URL}/v2/contracts/source/:address/:name`, ({ params }) => {
    const name = String(params.name);
    sourceReads(name);
    return params.address === SENDER && name === TAKEN
      ? HttpResponse.json({ source: '(ok u1)', publish_height: 3, proof: '' })
      : HttpResponse.json({ error: 'No contract' }, { status: 404 });
  }),
  // Any network's: the form opens on mainnet until a test connects to the devnet.
  http.get('*/v2/pox', () => HttpResponse.json(poxAnswer)),
  http.get(`${DEVNET_API_URL}/extended/v1/tx/0x${TXID}`, () =>
    HttpResponse.json({ tx_id: `0x${TXID}`, fee_rate: '1200', ...txAnswer }),
  ),
);
afterEach(() => {
  delete window.LeatherProvider;
  localStorage.clear();
  sourceReads.mockClear();
  txAnswer = { tx_status: 'success', block_height: 9 };
  poxAnswer = DEVNET_POX;
});

const deploys = () =>
  installLeather(() =>
    Promise.resolve({ jsonrpc: '2.0', id: '1', result: { txid: TXID, transaction: '00' } }),
  );

function renderForm(store?: ReturnType<typeof createStore>) {
  const { track } = renderWithAppState(<DeployContractForm />, { store });
  return { track, user: userEvent.setup() };
}

/** The form gives way to the result once broadcast: always the region on screen now. */
const progress = () => screen.getByRole('region', { name: 'Deploy of counter' });

// Each test renders the form, the editor and its highlighter, then follows a flow: measured
// 0.2–3.1 s on the shared 2-core machine; 15 s leaves a wide margin over vitest's 5 s.
describe('DeployContractForm', { timeout: 15_000 }, () => {
  it('opens with a small example to deploy, and asks a visitor to connect', () => {
    renderForm();
    expect(screen.getByLabelText('Contract name')).toHaveValue('counter');
    expect(screen.getByRole('textbox', { name: 'Clarity code' })).toHaveValue(EXAMPLE_CONTRACT);
    expect(screen.getByRole('combobox', { name: 'Clarity version' })).toHaveTextContent(
      'Clarity 6 (from Epoch 4.0)',
    );
    expect(screen.getByText('Connect your wallet to deploy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deploy contract' })).toBeDisabled();
  });

  it('says on leaving the name that this account already has a contract of that name', async () => {
    storeDevnetConnection(SENDER);
    const request = deploys();
    const { user } = renderForm();
    const name = screen.getByLabelText('Contract name');
    await user.clear(name);
    await user.type(name, TAKEN);
    // Asked once on leaving the field, not per keystroke.
    expect(sourceReads).not.toHaveBeenCalled();
    await user.tab();
    expect(
      await screen.findByText(
        `You have already deployed a contract named ${TAKEN}; choose another name`,
      ),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(sourceReads).toHaveBeenCalledWith(TAKEN);
    await user.click(screen.getByRole('button', { name: 'Deploy contract' }));
    expect(request).not.toHaveBeenCalledWith('stx_deployContract', expect.anything());
  });

  it('refuses what the node would refuse before any wallet opens', async () => {
    storeDevnetConnection(SENDER);
    const request = deploys();
    const { user } = renderForm();
    await user.clear(screen.getByLabelText('Contract name'));
    await user.type(screen.getByLabelText('Contract name'), '9lives');
    const code = screen.getByRole('textbox', { name: 'Clarity code' });
    await user.clear(code);
    await user.type(code, ';; naïve');
    await user.click(screen.getByRole('button', { name: 'Deploy contract' }));
    expect(screen.getByText('Start the name with a letter')).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('Line 1, column 6: “ï” (U+00EF) cannot be deployed'),
    );
    expect(request).not.toHaveBeenCalledWith('stx_deployContract', expect.anything());
  });

  it('deploys through the wallet, then shows the contract id and a way to call it', async () => {
    storeDevnetConnection(SENDER);
    const request = deploys();
    const { user, track } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Deploy contract' }));

    await waitFor(() => expect(progress()).toHaveAttribute('data-state', 'confirmed'));
    expect(request).toHaveBeenCalledWith('stx_deployContract', {
      name: 'counter',
      clarityCode: EXAMPLE_CONTRACT,
      clarityVersion: 6,
      network: 'devnet',
    });
    expect(sourceReads).toHaveBeenCalledWith('counter');
    expect(screen.getByTestId('deployed-contract-id')).toHaveTextContent(`${SENDER}.counter`);
    expect(screen.getByRole('link', { name: 'Call this contract' })).toHaveAttribute(
      'href',
      `/tools/call-contract?contract=${SENDER}.counter`,
    );
    expect(track.mock.calls).toEqual([toolUsed('deploy-contract', 'success')]);

    await user.click(screen.getByRole('button', { name: 'Deploy another' }));
    expect(screen.getByLabelText('Contract name')).toHaveValue('counter');
  });

  it('names the contract after the account that deployed it, even after a switch', async () => {
    storeDevnetConnection(SENDER);
    const store = createStore();
    const other = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
    installLeather((method) => {
      if (method !== 'stx_deployContract') return Promise.reject(new Error('not listed'));
      // The person switches accounts while the wallet answers.
      store.set(addressesAtom, [{ symbol: 'STX', address: other }]);
      return Promise.resolve({
        jsonrpc: '2.0',
        id: '1',
        result: { txid: TXID, transaction: '00' },
      });
    });
    const { user } = renderForm(store);
    await user.click(screen.getByRole('button', { name: 'Deploy contract' }));
    await waitFor(() => expect(progress()).toHaveAttribute('data-state', 'confirmed'));
    expect(screen.getByTestId('deployed-contract-id')).toHaveTextContent(`${SENDER}.counter`);
    expect(screen.getByRole('link', { name: 'Call this contract' })).toHaveAttribute(
      'href',
      `/tools/call-contract?contract=${SENDER}.counter`,
    );
  });

  it('offers only the Clarity versions the chain’s epoch has, newest first chosen', async () => {
    storeDevnetConnection(SENDER);
    const request = deploys();
    poxAnswer = {
      ...DEVNET_POX,
      contract_id: 'ST000000000000000000002AMW42H.pox-4',
      epochs: [
        { epoch_id: 'Epoch30', start_height: 0, end_height: 100 },
        { epoch_id: 'Epoch33', start_height: 100, end_height: 1_000 },
      ],
    };
    const { user } = renderForm();
    await waitFor(() =>
      expect(screen.getByTestId('clarity-version-note')).toHaveTextContent(
        'This network is at Epoch 3.3: Clarity 4 is the newest it takes.',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Clarity version' })).toHaveTextContent(
      'Clarity 4 (from Epoch 3.3)',
    );
    await user.click(screen.getByRole('button', { name: 'Deploy contract' }));
    await waitFor(() => expect(progress()).toHaveAttribute('data-state', 'confirmed'));
    expect(request).toHaveBeenCalledWith(
      'stx_deployContract',
      expect.objectContaining({ clarityVersion: 4 }),
    );
  });

  it('says when it cannot read the epoch, and offers what the network is known to take', async () => {
    poxAnswer = { nothing: 'useful' };
    renderForm();
    await waitFor(() =>
      expect(screen.getByTestId('clarity-version-note')).toHaveTextContent(
        'Satchel could not read this network’s epoch, so it offers Clarity 6',
      ),
    );
  });

  it('says why the chain did not deploy it, and goes back to the code to fix it', async () => {
    storeDevnetConnection(SENDER);
    deploys();
    txAnswer = {
      tx_status: 'abort_by_response',
      tx_result: { repr: '(err none)' },
      vm_error: 'use of unresolved variable cout',
    };
    const { user } = renderForm();
    const code = screen.getByRole('textbox', { name: 'Clarity code' });
    await user.clear(code);
    await user.type(code, '(ok cout)');
    await user.click(screen.getByRole('button', { name: 'Deploy contract' }));
    await waitFor(() => expect(progress()).toHaveAttribute('data-state', 'failed'));
    expect(progress()).toHaveTextContent(
      'The chain did not deploy counter: use of unresolved variable cout.',
    );
    await user.click(screen.getByRole('button', { name: 'Edit the contract' }));
    expect(screen.getByRole('textbox', { name: 'Clarity code' })).toHaveValue('(ok cout)');
  });

  it('says when the wallet does not list stx_deployContract, and keeps the code', async () => {
    storeDevnetConnection(SENDER);
    installLeather(() => Promise.reject(new Error('not asked')), { lists: ['getAddresses'] });
    renderForm();
    expect(
      await screen.findByText('Your wallet does not support stx_deployContract'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deploy contract' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Clarity code' })).toHaveValue(EXAMPLE_CONTRACT);
  });

  it('says so, and records it, when the wallet answers that it lacks the method', async () => {
    storeDevnetConnection(SENDER);
    installLeather(() =>
      Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: 4002, message: 'Unsupported' } }),
    );
    const { user, track } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Deploy contract' }));
    expect(
      await screen.findByText('Your wallet does not support stx_deployContract'),
    ).toBeInTheDocument();
    expect(track.mock.calls).toEqual([toolUsed('deploy-contract', 'unsupported')]);
  });

  it('records a rejection in the wallet as such', async () => {
    storeDevnetConnection(SENDER);
    installLeather(() =>
      Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'User rejected' } }),
    );
    const { user, track } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Deploy contract' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cancelled the request in your wallet.',
    );
    expect(track.mock.calls).toEqual([toolUsed('deploy-contract', 'rejected')]);
  });
});
