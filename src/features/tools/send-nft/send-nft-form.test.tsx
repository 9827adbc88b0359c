import { Cl, Pc, postConditionToHex, serializeCV } from '@stacks/transactions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVNET_API_URL } from '@/config/networks';
import { renderWithAppState } from '@/test/render-with-app-state';
import { storeDevnetConnection } from '@/test/stored-connection';
import { setupTestServer } from '@/test/msw-server';
import { installLeather } from '@/test/leather-provider';
import { toolUsed } from '@/test/tool-used';
import { SendNftForm } from './send-nft-form';

const SENDER = 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5';
const RECIPIENT = 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG';
const ASSET = 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM.devnet-nft::devnet-nft' as const;
const TXID = 'ef'.repeat(32);
const holding = (id: number) => ({
  asset_identifier: ASSET,
  value: { hex: `0x${serializeCV(Cl.uint(id))}`, repr: `u${id}` },
});

let results = [holding(1), holding(2)];
let fail = false;
setupTestServer(
  http.get(`${DEVNET_API_URL}/extended/v1/tokens/nft/holdings`, ({ request }) =>
    fail || new URL(request.url).searchParams.get('principal') !== SENDER
      ? HttpResponse.json({ error: 'down' }, { status: 500 })
      : HttpResponse.json({ total: results.length, results }),
  ),
  http.get(`${DEVNET_API_URL}/extended/v1/tx/0x${TXID}`, () =>
    HttpResponse.json({ tx_id: `0x${TXID}`, tx_status: 'pending', fee_rate: '300' }),
  ),
);
afterEach(() => {
  delete window.LeatherProvider;
  results = [holding(1), holding(2)];
  fail = false;
});

const renderForm = () => renderWithAppState(<SendNftForm />).track;

describe('SendNftForm', () => {
  it('asks a visitor to connect', () => {
    renderForm();
    expect(screen.getByText('Connect your wallet to send an NFT')).toBeInTheDocument();
  });

  it('says when the account holds no NFTs', async () => {
    storeDevnetConnection(SENDER);
    results = [];
    renderForm();
    expect(await screen.findByText('No NFTs to send')).toBeInTheDocument();
  });

  it('offers Try again when the holdings cannot be read', async () => {
    storeDevnetConnection(SENDER);
    fail = true;
    renderForm();
    expect(await screen.findByText('Could not read your NFTs')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'NFT' })).toHaveTextContent('devnet-nft u1');
  });

  it('sends exactly the chosen NFT in Deny mode, and tracks the use', async () => {
    storeDevnetConnection(SENDER);
    const request = installLeather((method) =>
      Promise.resolve(
        method === 'stx_transferSip9Nft'
          ? { jsonrpc: '2.0', id: '1', result: { txid: TXID, transaction: '00' } }
          : { jsonrpc: '2.0', id: '1', error: { code: -32601, message: 'no such method' } },
      ),
    );
    const track = renderForm();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'NFT' }));
    await user.click(await screen.findByRole('option', { name: /devnet-nft u2/ }));
    await user.type(screen.getByLabelText('Recipient'), SENDER);
    await user.click(screen.getByRole('button', { name: 'Send NFT' }));
    expect(screen.getByLabelText('Recipient')).toHaveAccessibleDescription(
      'This is your own address; choose another recipient',
    );
    await user.clear(screen.getByLabelText('Recipient'));
    await user.type(screen.getByLabelText('Recipient'), RECIPIENT);
    await user.click(screen.getByRole('button', { name: 'Send NFT' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('stx_transferSip9Nft', {
        recipient: RECIPIENT,
        asset: ASSET,
        assetId: serializeCV(Cl.uint(2)),
        postConditions: [
          postConditionToHex(Pc.principal(SENDER).willSendAsset().nft(ASSET, Cl.uint(2))),
        ],
        postConditionMode: 'deny',
        network: 'devnet',
      }),
    );
    expect(await screen.findByRole('region', { name: 'Transfer of devnet-nft u2' })).toBeVisible();
    expect(track).toHaveBeenCalledExactlyOnceWith(...toolUsed('send-nft', 'success'));
    expect(track).toHaveBeenCalledTimes(1);
    // Measured 3–5 s on a busy 2-core machine (the builders' chunk compiles on first use).
  }, 20_000);
});
