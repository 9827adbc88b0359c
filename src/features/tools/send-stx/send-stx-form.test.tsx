import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { AnalyticsClient } from '@/analytics/analytics-client';
import { DEVNET_API_URL } from '@/config/networks';
import { STX_AMOUNT_MESSAGES } from '@/lib/micro-stx';
import { renderWithAppState } from '@/test/render-with-app-state';
import { installLeather } from '@/test/leather-provider';
import { storeDevnetConnection } from '@/test/stored-connection';
import { setupTestServer } from '@/test/msw-server';
import type { ToolOutcome } from '@/analytics/analytics-events';
import { toolUsed } from '@/test/tool-used';
import { SendStxForm } from './send-stx-form';
import { expectDecimalCommaRefusedOnLeaving } from '@/test/amount-field';

const SENDER = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';
const RECIPIENT = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
const TXID = 'ab'.repeat(32);

let txStatus = 'pending';
let balance = '100000000000000';
const balanceReads = vi.fn();
setupTestServer(
  http.get(`${DEVNET_API_URL}/extended/v1/address/${SENDER}/balances`, () => {
    balanceReads();
    return HttpResponse.json({ stx: { balance, locked: '0' } });
  }),
  http.get(`${DEVNET_API_URL}/extended/v1/tx/0x${TXID}`, () =>
    HttpResponse.json({
      tx_id: `0x${TXID}`,
      tx_status: txStatus,
      fee_rate: '360',
      ...(txStatus === 'pending' ? {} : { block_height: 7 }),
      ...(txStatus === 'abort_by_response' ? { tx_result: { repr: '(err u1)' } } : {}),
    }),
  ),
);
afterEach(() => {
  delete window.LeatherProvider;
  txStatus = 'pending';
  balance = '100000000000000';
  balanceReads.mockClear();
});

const renderForm = (track?: Mock<AnalyticsClient['track']>) =>
  renderWithAppState(<SendStxForm />, { track });

const used = (outcome: ToolOutcome) => toolUsed('send-stx', outcome);

async function fillAndSend(amount = '12.5', memo = 'rent') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Recipient'), RECIPIENT);
  await user.type(screen.getByLabelText('Amount (STX)'), amount);
  if (memo) await user.type(screen.getByLabelText('Memo (optional)'), memo);
  await user.click(screen.getByRole('button', { name: 'Send STX' }));
  return user;
}

describe('SendStxForm', () => {
  it('asks a visitor to connect before sending', () => {
    renderForm();
    expect(screen.getByText('Connect your wallet to send STX')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send STX' })).toBeDisabled();
  });

  it('shows the available balance and refuses what the wallet would refuse', async () => {
    storeDevnetConnection(SENDER);
    balance = '5000000';
    const request = installLeather(() => Promise.reject(new Error('must not be called')));
    renderForm();
    expect(await screen.findByText('5 STX')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(
      screen.getByLabelText('Recipient'),
      'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7',
    );
    await user.type(screen.getByLabelText('Amount (STX)'), '6');
    await user.type(screen.getByLabelText('Memo (optional)'), 'é'.repeat(18));
    await user.click(screen.getByRole('button', { name: 'Send STX' }));
    expect(screen.getByText('This is a mainnet address; Satchel is on devnet')).toBeInTheDocument();
    expect(
      screen.getByText('More than you can send: at most 5 STX after the fee'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Invalid memo string: at most 34 bytes, this one is 36'),
    ).toBeInTheDocument();
    // Asked what it supports, never to send.
    expect(request).not.toHaveBeenCalledWith('stx_transferStx', expect.anything());
  });

  it('sends µSTX through the wallet, then follows the transaction until confirmed', async () => {
    storeDevnetConnection(SENDER);
    const request = installLeather(() =>
      Promise.resolve({
        jsonrpc: '2.0',
        id: '1',
        result: { txid: TXID, transaction: '00' },
      }),
    );
    const track = vi.fn<AnalyticsClient['track']>();
    renderForm(track);
    await screen.findByText('100,000,000 STX');
    await fillAndSend();
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('stx_transferStx', {
        recipient: RECIPIENT,
        amount: '12500000',
        memo: 'rent',
        network: 'devnet',
      }),
    );
    const status = await screen.findByRole('region', { name: 'Transfer of 12.5 STX' });
    await waitFor(() => expect(status).toHaveAttribute('data-state', 'pending'));
    await waitFor(() =>
      expect(status).toHaveTextContent('Pending: waiting to be included in a block.'),
    );
    expect(screen.getByRole('link', { name: 'View in the explorer' })).toHaveAttribute(
      'href',
      `https://explorer.hiro.so/txid/0x${TXID}?chain=testnet&utm_source=satchel&api=http%3A%2F%2Flocalhost%3A3999`,
    );

    const readsBefore = balanceReads.mock.calls.length;
    txStatus = 'success';
    balance = '99999987499640';
    await waitFor(() => expect(status).toHaveAttribute('data-state', 'confirmed'), {
      timeout: 3000,
    });
    expect(status).toHaveTextContent('Confirmed in block 7. Fee paid: 0.00036 STX.');
    expect(track.mock.calls).toEqual([used('success')]);
    // The balance is read again after confirmation.
    expect(await screen.findByText('99,999,987.49964 STX')).toBeInTheDocument();
    expect(balanceReads.mock.calls.length).toBeGreaterThan(readsBefore);
  });

  it('says why a transaction failed on chain', async () => {
    storeDevnetConnection(SENDER);
    txStatus = 'abort_by_response';
    installLeather(() =>
      Promise.resolve({ jsonrpc: '2.0', id: '1', result: { txid: TXID, transaction: '00' } }),
    );
    renderForm();
    await fillAndSend('1', '');
    const failed = await screen.findByRole('region', { name: 'Transfer of 1 STX' });
    await waitFor(() => expect(failed).toHaveAttribute('data-state', 'failed'));
    expect(failed).toHaveTextContent('Failed: The contract refused it: (err u1).');
  });

  it('puts a rejection or a wallet error into words and keeps the form', async () => {
    storeDevnetConnection(SENDER);
    installLeather(() =>
      Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'User rejected' } }),
    );
    const track = vi.fn<AnalyticsClient['track']>();
    renderForm(track);
    const user = await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cancelled the request in your wallet.',
    );
    expect(track.mock.calls).toEqual([used('rejected')]);
    expect(screen.getByTestId('transaction-progress')).toHaveAttribute(
      'data-state',
      'wallet-refused',
    );
    expect(screen.getByLabelText('Amount (STX)')).toHaveValue('12.5');
    // Editing the form clears the refusal; nothing else is lost.
    await user.type(screen.getByLabelText('Memo (optional)'), '!');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('transaction-progress')).toHaveAttribute('data-state', 'idle');
  });

  it('says so instead of a form when the wallet lists no stx_transferStx', async () => {
    storeDevnetConnection(SENDER);
    installLeather(() => Promise.reject(new Error('not asked')), { lists: ['getAddresses'] });
    renderForm();
    expect(
      await screen.findByText('Your wallet does not support stx_transferStx'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send STX' })).toBeNull();
  });

  it('says so, and records it, when the wallet answers that it lacks the method', async () => {
    storeDevnetConnection(SENDER);
    installLeather(() =>
      Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: 4002, message: 'Unsupported' } }),
    );
    const track = vi.fn<AnalyticsClient['track']>();
    renderForm(track);
    await fillAndSend();
    expect(
      await screen.findByText('Your wallet does not support stx_transferStx'),
    ).toBeInTheDocument();
    expect(track.mock.calls).toEqual([used('unsupported')]);
  });

  it('reports a multisig proposal and offers to send another', async () => {
    storeDevnetConnection(SENDER);
    installLeather(() =>
      Promise.resolve({ jsonrpc: '2.0', id: '1', result: { status: 'proposed' } }),
    );
    const track = vi.fn<AnalyticsClient['track']>();
    renderForm(track);
    const user = await fillAndSend('2', '');
    const proposed = await screen.findByRole('region', { name: 'Transfer of 2 STX' });
    expect(proposed).toHaveAttribute('data-state', 'proposed');
    expect(proposed).toHaveTextContent('Proposed in your wallet: waiting for co-signers.');
    expect(proposed).not.toHaveTextContent('Failed');
    expect(screen.queryByRole('link', { name: 'View in the explorer' })).toBeNull();
    // The wallet answered: a use of the tool, counted as the broadcast is.
    expect(track.mock.calls).toEqual([used('success')]);
    await user.click(screen.getByRole('button', { name: 'Send another' }));
    expect(screen.getByLabelText('Amount (STX)')).toHaveValue('');
  });
});

describe('SendStxForm amount field', () => {
  it('tells a visitor, on leaving the field, that a decimal comma is not a point', async () => {
    renderForm();
    await expectDecimalCommaRefusedOnLeaving();
  });

  it('checks a connected person’s amount on leaving the field, before any submit', async () => {
    storeDevnetConnection(SENDER);
    renderForm();
    await screen.findByText('100,000,000 STX');
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount (STX)');
    await user.type(amount, ',5');
    await user.tab();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(STX_AMOUNT_MESSAGES.comma);
  });

  it('refuses "1,5" on submit, never sending 15 STX', async () => {
    storeDevnetConnection(SENDER);
    const request = installLeather(() => Promise.reject(new Error('must not be called')));
    renderForm();
    await screen.findByText('100,000,000 STX');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Recipient'), RECIPIENT);
    const amount = screen.getByLabelText('Amount (STX)');
    // Enter submits with the focus still in the field: no blur before the check.
    await user.type(amount, '1,5{Enter}');
    expect(amount).toHaveFocus();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(STX_AMOUNT_MESSAGES.comma);
    // Asked what it supports, never to send.
    expect(request).not.toHaveBeenCalledWith('stx_transferStx', expect.anything());
  });
});
