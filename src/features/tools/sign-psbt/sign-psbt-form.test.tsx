import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PSBT_MESSAGES } from '@/lib/read-psbt';
import { btcNativeSegwitEntry, btcTaprootEntry, stxEntry } from '@/mocks/fixtures/wallet-addresses';
import { FIXTURE_PSBT_HEX, FIXTURE_SIGNED_PSBT_HEX } from '@/mocks/fixtures/wallet-responses';
import { renderWithAppState } from '@/test/render-with-app-state';
import { installLeather } from '@/test/leather-provider';
import { toolUsed } from '@/test/tool-used';
import { SignPsbtForm } from './sign-psbt-form';

afterEach(() => {
  delete window.LeatherProvider;
  localStorage.clear();
});

function connect(network = 'mainnet') {
  localStorage.setItem('network', JSON.stringify(network));
  localStorage.setItem(
    'addresses',
    JSON.stringify([btcNativeSegwitEntry, btcTaprootEntry, stxEntry]),
  );
}

const renderForm = () => renderWithAppState(<SignPsbtForm />).track;

// Pasting: typing 900 characters one by one would only slow the test.
const paste = (text: string) =>
  fireEvent.change(screen.getByLabelText('PSBT'), { target: { value: text } });

describe('SignPsbtForm', () => {
  it('decodes a pasted PSBT: inputs with their amounts and addresses, outputs, the fee', () => {
    renderForm();
    paste(FIXTURE_PSBT_HEX);
    const inputs = screen.getAllByTestId('psbt-input');
    expect(inputs).toHaveLength(2);
    expect(inputs[0]).toHaveTextContent(btcNativeSegwitEntry.address);
    expect(inputs[0]).toHaveTextContent('0.0015 BTC (150,000 sats)');
    expect(inputs[1]).toHaveTextContent(btcTaprootEntry.address);
    expect(screen.getAllByTestId('psbt-output')[1]).toHaveTextContent('78,500 sats');
    expect(screen.getByTestId('psbt-fee')).toHaveTextContent('Fee: 0.000015 BTC (1,500 sats)');
  });

  it('says what is wrong with text that is not a PSBT, once the person leaves the field', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PSBT'), 'deadbeef');
    expect(screen.getByLabelText('PSBT')).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(screen.getByLabelText('PSBT')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('PSBT')).toHaveAccessibleDescription(PSBT_MESSAGES.notPsbt);
  });

  it('signs the chosen inputs with signPsbt and shows the signed PSBT to copy', async () => {
    connect();
    const request = installLeather((method) =>
      method === 'signPsbt'
        ? Promise.resolve({ jsonrpc: '2.0', id: '1', result: { hex: FIXTURE_SIGNED_PSBT_HEX } })
        : Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: -32601, message: 'no' } }),
    );
    const track = renderForm();
    paste(FIXTURE_PSBT_HEX);
    const user = userEvent.setup();
    // Both inputs are the wallet's, so both start chosen; the person keeps the first only.
    expect(screen.getByRole('checkbox', { name: 'Sign input 1' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Sign input 1' }));
    await user.click(screen.getByRole('button', { name: 'Sign PSBT' }));
    const result = await screen.findByRole('region', { name: 'Signed PSBT' });
    expect(request.mock.calls.find(([method]) => method === 'signPsbt')?.[1]).toEqual({
      hex: FIXTURE_PSBT_HEX,
      signAtIndex: [0],
      broadcast: false,
      network: 'mainnet',
    });
    expect(within(result).getByTestId('signed-psbt-hex')).toHaveTextContent(
      FIXTURE_SIGNED_PSBT_HEX,
    );
    expect(within(result).getByTestId('signed-inputs')).toHaveTextContent('Signed inputs: 0, 1');
    expect(within(result).getByRole('button', { name: 'Copy base64' })).toBeVisible();
    expect(track).toHaveBeenCalledWith(...toolUsed('sign-psbt', 'success'));
  });

  it('refuses to send with no input chosen', async () => {
    connect();
    const request = installLeather(() => Promise.reject(new Error('must not be called')));
    renderForm();
    paste(FIXTURE_PSBT_HEX);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Sign input 0' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sign input 1' }));
    await user.click(screen.getByRole('button', { name: 'Sign PSBT' }));
    expect(screen.getByText('Choose at least one input to sign')).toBeVisible();
    expect(request.mock.calls.filter(([method]) => method === 'signPsbt')).toEqual([]);
  });

  it('on the devnet, broadcasting is off and says why', () => {
    connect('devnet');
    renderForm();
    paste(FIXTURE_PSBT_HEX);
    expect(screen.getByRole('checkbox', { name: 'Broadcast after signing' })).toBeDisabled();
    expect(
      screen.getByRole('checkbox', { name: 'Broadcast after signing' }),
    ).toHaveAccessibleDescription(
      'The devnet has no Bitcoin chain to broadcast to: the wallet only signs.',
    );
  });

  it('a wallet error is said in words and tracked', async () => {
    connect();
    installLeather((method) =>
      Promise.reject({
        jsonrpc: '2.0',
        id: '1',
        error:
          method === 'signPsbt' ? { code: 4001, message: 'no' } : { code: -32601, message: 'no' },
      }),
    );
    const track = renderForm();
    paste(FIXTURE_PSBT_HEX);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign PSBT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cancelled the request in your wallet.',
    );
    expect(track).toHaveBeenCalledWith(...toolUsed('sign-psbt', 'rejected'));
  });
});
