import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stxEntry } from '@/mocks/fixtures/wallet-addresses';
import { walletResults } from '@/mocks/fixtures/wallet-responses';
import { addressesAtom } from '@/wallet/connection-store';
import type { AnalyticsClient } from '@/analytics/analytics-client';
import { renderWithAppState } from '@/test/render-with-app-state';
import { installLeather } from '@/test/leather-provider';
import { toolUsed } from '@/test/tool-used';
import { SignMessageForm } from './sign-message-form';

const track = vi.fn<AnalyticsClient['track']>();

beforeEach(() => {
  localStorage.setItem('network', JSON.stringify('devnet'));
  localStorage.setItem('addresses', JSON.stringify([stxEntry]));
});
afterEach(() => {
  delete window.LeatherProvider;
  track.mockClear();
});

const renderForm = (store?: ReturnType<typeof createStore>) =>
  renderWithAppState(<SignMessageForm />, { store, track });

describe('SignMessageForm', () => {
  it('shows a field’s problem on submit and never asks the wallet', async () => {
    const request = installLeather(() => Promise.reject(new Error('must not be called')));
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign message' }));
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Enter the message to sign',
    );
    // Asked what it supports, never to sign.
    expect(request).not.toHaveBeenCalledWith('stx_signMessage', expect.anything());
    expect(track).not.toHaveBeenCalled();
  });

  it('says so for the kind the wallet does not list, and offers the others', async () => {
    installLeather(() => Promise.reject(new Error('not asked')), { lists: ['stx_signMessage'] });
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Structured data (SIP-018)' }));
    expect(
      await screen.findByText('Your wallet does not support stx_signStructuredMessage'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign message' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Bitcoin message' }));
    expect(await screen.findByText('Your wallet does not support signMessage')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Plain text' }));
    expect(screen.queryByText(/Your wallet does not support/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign message' })).toBeEnabled();
  });

  it('says so, and records it, when the wallet answers that it lacks the method', async () => {
    installLeather(() =>
      Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: 4002, message: 'Unsupported' } }),
    );
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Sign message' }));
    expect(
      await screen.findByText('Your wallet does not support stx_signMessage'),
    ).toBeInTheDocument();
    expect(track).toHaveBeenCalledExactlyOnceWith(...toolUsed('sign-message', 'unsupported'));
  });

  it('signs plain text, shows the signature, key and address, and links to verify them', async () => {
    const request = installLeather(() =>
      Promise.resolve({ jsonrpc: '2.0', id: '1', result: walletResults.stx_signMessage }),
    );
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'Hello from Satchel');
    await user.click(screen.getByRole('button', { name: 'Sign message' }));
    const region = await screen.findByRole('region', { name: 'Signature' });
    expect(request).toHaveBeenCalledWith('stx_signMessage', {
      messageType: 'utf8',
      message: 'Hello from Satchel',
      network: 'devnet',
    });
    expect(region).toHaveTextContent(walletResults.stx_signMessage.signature);
    // The key's address on the selected network (devnet signs as testnet).
    expect(region).toHaveTextContent('ST1MGHWN5CXVTF79PYZDJWRV0D31SSJDFZH22QNZG');
    const link = screen.getByRole('link', { name: 'Verify this signature' });
    const query = new URL(link.getAttribute('href') ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      type: 'plain',
      message: 'Hello from Satchel',
      signature: walletResults.stx_signMessage.signature,
      publicKey: stxEntry.publicKey,
    });
    expect(track).toHaveBeenCalledExactlyOnceWith(...toolUsed('sign-message', 'success'));
  });

  it('drops the Signature when another account connects', async () => {
    installLeather(() =>
      Promise.resolve({ jsonrpc: '2.0', id: '1', result: walletResults.stx_signMessage }),
    );
    const store = createStore();
    renderForm(store);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Sign message' }));
    await screen.findByRole('region', { name: 'Signature' });
    act(() =>
      store.set(addressesAtom, [
        { symbol: 'STX', address: 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG' },
      ]),
    );
    expect(screen.queryByRole('region', { name: 'Signature' })).toBeNull();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('offers no Verify link for a message longer than a link carries, and says why', async () => {
    installLeather(() =>
      Promise.resolve({ jsonrpc: '2.0', id: '1', result: walletResults.stx_signMessage }),
    );
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Message'));
    await user.paste('x'.repeat(20_001));
    await user.click(screen.getByRole('button', { name: 'Sign message' }));
    const region = await screen.findByRole('region', { name: 'Signature' });
    expect(region).toHaveTextContent(
      'This message is too long to carry in a Verify link (over 20,000 characters)',
    );
    expect(screen.queryByRole('link', { name: 'Verify this signature' })).toBeNull();
  });

  it('sends structured data as hex Clarity values, and tracks a rejection in words', async () => {
    const request = installLeather(() =>
      Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'No' } }),
    );
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Structured data (SIP-018)' }));
    await user.type(screen.getByLabelText('Message'), 'u1');
    await user.type(screen.getByLabelText('Name'), 'Satchel');
    await user.click(screen.getByRole('button', { name: 'Sign message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cancelled the request in your wallet.',
    );
    expect(request).toHaveBeenCalledWith('stx_signStructuredMessage', {
      message: '0100000000000000000000000000000001',
      // {chain-id: u2147483648, name: "Satchel", version: "1.0.0"}
      domain: expect.stringMatching(/^0c00000003/) as string,
    });
    expect(track).toHaveBeenCalledExactlyOnceWith(...toolUsed('sign-message', 'rejected'));
  });

  it('asks for a Bitcoin signature; legacy is offered only with the SegWit key', async () => {
    const request = installLeather(() =>
      Promise.resolve({ jsonrpc: '2.0', id: '1', result: walletResults.signMessage }),
    );
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Bitcoin message' }));
    await user.click(screen.getByRole('radio', { name: 'Legacy (BIP-137, SegWit key only)' }));
    await user.click(screen.getByRole('radio', { name: 'Taproot (p2tr)' }));
    expect(screen.getByRole('radio', { name: 'BIP-322' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Legacy (BIP-137, SegWit key only)' })).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), 'btc');
    await user.click(screen.getByRole('button', { name: 'Sign message' }));
    const region = await screen.findByRole('region', { name: 'Signature' });
    expect(region).toHaveTextContent(walletResults.signMessage.address);
    expect(request).toHaveBeenCalledWith('signMessage', {
      message: 'btc',
      paymentType: 'p2tr',
      type: 'bip322',
      network: 'devnet',
    });
    await waitFor(() =>
      expect(track).toHaveBeenCalledExactlyOnceWith(...toolUsed('sign-message', 'success')),
    );
  });
});
