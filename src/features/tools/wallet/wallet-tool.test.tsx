import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletResults } from '@/mocks/fixtures/wallet-responses';
import { installMockWallet, type MockWalletOptions } from '@/mocks/mock-wallet-provider';
import { renderWithAppState } from '@/test/render-with-app-state';
import { toolUsed } from '@/test/tool-used';
import { WalletTool } from './wallet-tool';

const ADDRESS = 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7';

const uninstalls: (() => void)[] = [];
afterEach(() => {
  for (const uninstall of uninstalls.splice(0)) uninstall();
  localStorage.clear();
});

function renderTool(wallet: MockWalletOptions = {}, { connected = true } = {}) {
  const { uninstall, wallet: mock } = installMockWallet(wallet);
  uninstalls.push(uninstall);
  if (connected) {
    localStorage.setItem('addresses', JSON.stringify([{ symbol: 'STX', address: ADDRESS }]));
  }
  const { track } = renderWithAppState(<WalletTool />);
  return { track, wallet: mock };
}

describe('WalletTool', () => {
  it('explains and points to Connect when no wallet is connected', () => {
    renderTool({}, { connected: false });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Connect your wallet to see what it supportsThis page asks the connected wallet',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the wallet's info, every method with its tool, and its networks", async () => {
    renderTool();
    expect(await screen.findByTestId('wallet-version')).toHaveTextContent('6.60.0');
    expect(screen.getByTestId('wallet-platform')).toHaveTextContent('Browser extension');
    const methods = screen.getByRole('table', { name: 'The wallet methods of the spec' });
    expect(within(methods).getAllByRole('row')).toHaveLength(20); // header + 19
    const transfer = within(methods).getByRole('row', { name: /stx_transferSip10Ft/ });
    expect(transfer).toHaveTextContent('Supported');
    expect(within(transfer).getByRole('link', { name: 'Send tokens' })).toHaveAttribute(
      'href',
      '/tools/send-token',
    );
    expect(await screen.findByTestId('wallet-active-network')).toHaveTextContent('mainnet');
    const networks = screen.getByRole('table', { name: 'Networks the wallet knows' });
    expect(within(networks).getByRole('row', { name: /testnet/ })).toHaveTextContent(
      'testnet2147483648128',
    );
    // Supported: the profile form is offered.
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });

  it('shows a method the wallet lacks as not supported, and hides what it cannot do', async () => {
    renderTool({ unsupportedMethods: ['stx_updateProfile', 'openSwap'] });
    const methods = await screen.findByRole('table', { name: 'The wallet methods of the spec' });
    expect(
      await within(methods).findByRole('row', { name: /stx_updateProfile/ }),
    ).toHaveTextContent('Not supported');
    expect(screen.getByText('Your wallet does not support openSwap')).toBeInTheDocument();
    expect(screen.getByText('Your wallet does not support stx_updateProfile')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open swap' })).not.toBeInTheDocument();
  });

  it('lists accounts on request, with copyable public keys, one tool_used per action', async () => {
    const { track } = renderTool();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'List Stacks accounts' }));
    const [account] = walletResults.stx_getAddresses.addresses;
    const table = await screen.findByRole('table', { name: 'Stacks accounts (stx_getAddresses)' });
    expect(table).toHaveTextContent(account.address);
    expect(
      within(table).getByRole('button', { name: `Copy public key of ${account.address}` }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List all addresses' }));
    const all = await screen.findByRole('table', { name: 'All addresses (getAddresses)' });
    expect(all).toHaveTextContent('BTC');
    expect(all).toHaveTextContent('STX');
    expect(track.mock.calls).toEqual([
      toolUsed('wallet', 'success'),
      toolUsed('wallet', 'success'),
    ]);
  });

  it('opens the wallet and its swap, one tool_used each', async () => {
    const { track } = renderTool();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open wallet' }));
    expect(await screen.findByText('Your wallet opened.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open swap' }));
    expect(await screen.findByText(/Your wallet opened its swap/)).toBeInTheDocument();
    expect(track).toHaveBeenCalledTimes(2);
  });

  it('treats a 4002 answer like a method the wallet does not list', async () => {
    const { wallet, track } = renderTool({ mode: 'manual' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open swap' }));
    await vi.waitFor(() => expect(wallet.pending()).toHaveLength(1));
    const [request] = wallet.pending();
    wallet.reject(request?.id ?? '', { code: 4002, message: 'Method not supported' });
    expect(await screen.findByText('Your wallet does not support openSwap')).toBeInTheDocument();
    expect(track).toHaveBeenCalledExactlyOnceWith(...toolUsed('wallet', 'unsupported'));
  });

  it('updates the profile with a name, checked before it is sent', async () => {
    const { track } = renderTool();
    const user = userEvent.setup();
    const profile = await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(screen.getByText('Enter the name your profile should show')).toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();
    await user.type(profile, 'Ada');
    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText(/Profile update sent/)).toBeInTheDocument();
    expect(track).toHaveBeenCalledExactlyOnceWith(...toolUsed('wallet', 'success'));
  });
});
