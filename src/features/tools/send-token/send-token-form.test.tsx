import { Cl, Pc, postConditionToHex, serializeCV, type ClarityValue } from '@stacks/transactions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVNET_API_URL } from '@/config/networks';
import { renderWithAppState } from '@/test/render-with-app-state';
import { installLeather } from '@/test/leather-provider';
import { storeDevnetConnection } from '@/test/stored-connection';
import { setupTestServer } from '@/test/msw-server';
import { toolUsed } from '@/test/tool-used';
import { SendTokenForm } from './send-token-form';

const SENDER = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';
const RECIPIENT = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
const TOKEN = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.devnet-token' as const;
const TXID = 'cd'.repeat(32);

const ok = (value: ClarityValue) => ({ okay: true, result: `0x${serializeCV(Cl.ok(value))}` });
const READS: Record<string, object> = {
  'get-name': ok(Cl.stringAscii('Devnet wrapped STX')),
  'get-symbol': ok(Cl.stringAscii('WSTX')),
  'get-decimals': ok(Cl.uint(6)),
};
let fungibleTokens: Record<string, { balance: string }> = {
  [`${TOKEN}::wstx`]: { balance: '20000000' },
};
let balancesFail = false;
setupTestServer(
  http.get(`${DEVNET_API_URL}/extended/v1/address/${SENDER}/balances`, () =>
    balancesFail
      ? HttpResponse.json({ error: 'down' }, { status: 503 })
      : HttpResponse.json({ stx: { balance: '1', locked: '0' }, fungible_tokens: fungibleTokens }),
  ),
  // The devnet has no token index: it answers 404, so the contract is read (token-metadata-query.ts).
  http.get(`${DEVNET_API_URL}/metadata/v1/ft/:principal`, () =>
    HttpResponse.json({ error: 'NotFound' }, { status: 404 }),
  ),
  http.post(`${DEVNET_API_URL}/v2/contracts/call-read/:address/devnet-token/:fn`, ({ params }) =>
    HttpResponse.json(READS[String(params.fn)]),
  ),
  http.get(`${DEVNET_API_URL}/extended/v1/tx/0x${TXID}`, () =>
    HttpResponse.json({ tx_id: `0x${TXID}`, tx_status: 'pending', fee_rate: '300' }),
  ),
);
afterEach(() => {
  delete window.LeatherProvider;
  localStorage.clear();
  fungibleTokens = { [`${TOKEN}::wstx`]: { balance: '20000000' } };
  balancesFail = false;
});

const renderForm = () => renderWithAppState(<SendTokenForm />).track;

describe('SendTokenForm', () => {
  it('asks a visitor to connect', () => {
    renderForm();
    expect(screen.getByText('Connect your wallet to send tokens')).toBeInTheDocument();
  });

  it('says when the account holds no tokens', async () => {
    storeDevnetConnection(SENDER);
    fungibleTokens = {};
    renderForm();
    expect(await screen.findByText('No tokens to send')).toBeInTheDocument();
  });

  it('says what could not be read, and reads again on Try again', async () => {
    storeDevnetConnection(SENDER);
    balancesFail = true;
    renderForm();
    expect(await screen.findByText('Could not read your tokens')).toBeInTheDocument();
    balancesFail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    // The token's decimals arrive after the list (their reader loads lazily).
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Token' })).toHaveTextContent('WSTX — 20 WSTX'),
    );
  });

  it('refuses more than the balance in the token’s decimals, on leaving the field', async () => {
    storeDevnetConnection(SENDER);
    const request = installLeather(() => Promise.reject(new Error('no')), {
      lists: ['stx_transferSip10Ft'],
    });
    renderForm();
    const amount = await screen.findByLabelText('Amount (WSTX)');
    const user = userEvent.setup();
    await user.type(amount, '20.0000001');
    expect(amount).not.toHaveAccessibleDescription(/at most 6 decimals/);
    await user.tab();
    expect(amount).toHaveAccessibleDescription(
      'Enter an amount in WSTX as a number, like 25 or 12.5 (at most 6 decimals)',
    );
    await user.clear(amount);
    await user.type(amount, '20.000001');
    expect(amount).toHaveAccessibleDescription('More than you hold: at most 20 WSTX');
    await user.click(screen.getByRole('button', { name: 'Send tokens' }));
    expect(request).not.toHaveBeenCalledWith('stx_transferSip10Ft', expect.anything());
  });

  it('sends exactly that amount of that token, in Deny mode, and tracks the use', async () => {
    storeDevnetConnection(SENDER);
    const request = installLeather(
      () => Promise.resolve({ jsonrpc: '2.0', id: '1', result: { txid: TXID, transaction: '00' } }),
      { lists: ['stx_transferSip10Ft'] },
    );
    const track = renderForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Recipient'), RECIPIENT);
    await user.type(screen.getByLabelText('Amount (WSTX)'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Send tokens' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('stx_transferSip10Ft', {
        recipient: RECIPIENT,
        asset: `${TOKEN}::wstx`,
        amount: '12500000',
        // The wallet client sends post-conditions as hex: exactly this one, in Deny mode.
        postConditions: [
          postConditionToHex(Pc.principal(SENDER).willSendEq(12_500_000n).ft(TOKEN, 'wstx')),
        ],
        postConditionMode: 'deny',
        network: 'devnet',
      }),
    );
    expect(await screen.findByRole('region', { name: 'Transfer of 12.5 WSTX' })).toBeVisible();
    expect(track).toHaveBeenCalledExactlyOnceWith(...toolUsed('send-token', 'success'));
    expect(track).toHaveBeenCalledTimes(1);
    // Measured 3–5 s on a busy 2-core machine (the builders' chunk compiles on first use).
  }, 20_000);

  it('tracks a rejection once', async () => {
    storeDevnetConnection(SENDER);
    installLeather(
      () => Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'no' } }),
      { lists: ['stx_transferSip10Ft'] },
    );
    const track = renderForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Recipient'), RECIPIENT);
    await user.type(screen.getByLabelText('Amount (WSTX)'), '1');
    await user.click(screen.getByRole('button', { name: 'Send tokens' }));
    await waitFor(() =>
      expect(track).toHaveBeenCalledExactlyOnceWith(...toolUsed('send-token', 'rejected')),
    );
    expect(track).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('shows the notice instead of the form when the wallet does not list the method', async () => {
    storeDevnetConnection(SENDER);
    installLeather(() => Promise.reject(new Error('no')), { lists: ['stx_transferStx'] });
    renderForm();
    expect(
      await screen.findByText('Your wallet does not support stx_transferSip10Ft'),
    ).toBeInTheDocument();
  });
});
