import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { btcNativeSegwitEntry, stxEntry } from '@/mocks/fixtures/wallet-addresses';
import { renderWithAppState } from '@/test/render-with-app-state';
import { installLeather } from '@/test/leather-provider';
import { toolUsed } from '@/test/tool-used';
import { SendBitcoinForm } from './send-bitcoin-form';

const RECIPIENT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const TXID = 'ab'.repeat(32);

afterEach(() => {
  delete window.LeatherProvider;
  localStorage.clear();
});

function connect(network = 'mainnet') {
  localStorage.setItem('network', JSON.stringify(network));
  localStorage.setItem('addresses', JSON.stringify([btcNativeSegwitEntry, stxEntry]));
}

const renderForm = () => renderWithAppState(<SendBitcoinForm />).track;

const sendTransferCalls = (request: ReturnType<typeof installLeather>) =>
  request.mock.calls.filter(([method]) => method === 'sendTransfer');

describe('SendBitcoinForm', () => {
  it('shows the amount in the other unit as it is typed, and keeps it when the unit changes', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount'), '0.0015');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('= 150,000 sats');
    await user.click(screen.getByRole('radio', { name: 'sats' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('150,000');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('= 0.0015 BTC');
  });

  it('sends sats with sendTransfer, shows the txid with a mempool.space link, tracks success', async () => {
    connect();
    const request = installLeather(() =>
      Promise.resolve({ jsonrpc: '2.0', id: '1', result: { txid: TXID } }),
    );
    const track = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Recipient'), RECIPIENT);
    await user.type(screen.getByLabelText('Amount'), '0.001');
    await user.click(screen.getByRole('button', { name: 'Send bitcoin' }));
    expect(await screen.findByRole('heading', { name: 'Bitcoin sent' })).toBeVisible();
    expect(sendTransferCalls(request)[0]?.[1]).toEqual({
      address: RECIPIENT,
      amount: '100000',
      network: 'mainnet',
    });
    expect(screen.getByTestId('bitcoin-txid')).toHaveTextContent(TXID);
    expect(screen.getByRole('link', { name: /View on mempool.space/ })).toHaveAttribute(
      'href',
      `https://mempool.space/tx/${TXID}`,
    );
    expect(track).toHaveBeenCalledWith(...toolUsed('send-bitcoin', 'success'));
  });

  it('says a multisig transfer is proposed', async () => {
    connect();
    installLeather(() =>
      Promise.resolve({ jsonrpc: '2.0', id: '1', result: { status: 'proposed' } }),
    );
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Recipient'), RECIPIENT);
    await user.type(screen.getByLabelText('Amount'), '0.001');
    await user.click(screen.getByRole('button', { name: 'Send bitcoin' }));
    expect(await screen.findByRole('heading', { name: 'Transfer proposed' })).toBeVisible();
  });

  it('refuses a testnet address on mainnet before the wallet opens', async () => {
    connect();
    const request = installLeather(() => Promise.reject(new Error('must not be called')));
    const track = renderForm();
    const user = userEvent.setup();
    await user.type(
      screen.getByLabelText('Recipient'),
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    );
    await user.type(screen.getByLabelText('Amount'), '0.001');
    await user.click(screen.getByRole('button', { name: 'Send bitcoin' }));
    expect(screen.getByLabelText('Recipient')).toHaveAccessibleDescription(
      'This is a testnet Bitcoin address; the selected network is mainnet.',
    );
    expect(sendTransferCalls(request)).toEqual([]);
    expect(track).not.toHaveBeenCalled();
  });

  it('a rejection is said in words and tracked as rejected', async () => {
    connect();
    installLeather((method) =>
      method === 'sendTransfer'
        ? Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'no' } })
        : Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: -32601, message: 'no' } }),
    );
    const track = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Recipient'), RECIPIENT);
    await user.type(screen.getByLabelText('Amount'), '0.001');
    await user.click(screen.getByRole('button', { name: 'Send bitcoin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cancelled the request in your wallet.',
    );
    expect(track).toHaveBeenCalledWith(...toolUsed('send-bitcoin', 'rejected'));
  });

  it('on the devnet, says there is no Bitcoin chain before anyone tries', () => {
    connect('devnet');
    renderForm();
    expect(screen.getByText('The devnet has no Bitcoin chain')).toBeVisible();
  });
});

describe('SendBitcoinForm on the devnet', () => {
  it('a refusal for want of a Bitcoin chain says so, not "update your wallet"', async () => {
    connect('devnet');
    installLeather(() =>
      Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: 4002, message: 'no chain' } }),
    );
    const track = renderForm();
    const user = userEvent.setup();
    await user.type(
      screen.getByLabelText('Recipient'),
      'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    );
    await user.type(screen.getByLabelText('Amount'), '1000');
    await user.click(screen.getByRole('radio', { name: 'sats' }));
    await user.click(screen.getByRole('button', { name: 'Send bitcoin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not sent: the devnet has no Bitcoin chain, so the devnet wallet cannot send bitcoin.',
    );
    expect(track).toHaveBeenCalledWith(...toolUsed('send-bitcoin', 'unsupported'));
  });
});
