import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import { multisigProposalResult, walletResults } from '@/mocks/fixtures/wallet-responses';
import {
  createMockWallet,
  createMockWalletProvider,
  MockWalletError,
  type MockWallet,
} from '@/mocks/mock-wallet-provider';
import { WalletApprovalDialog } from './wallet-approval-dialog';

let wallet: MockWallet | undefined;
afterEach(() => wallet?.dispose());

function setUp() {
  const target = new EventTarget();
  wallet = createMockWallet({ target, mode: 'manual' });
  const provider = createMockWalletProvider(target);
  render(<WalletApprovalDialog wallet={wallet} />);
  return provider;
}

describe('WalletApprovalDialog', () => {
  it('shows nothing while no request waits', () => {
    setUp();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the method and params, and Approve answers with the fixture result', async () => {
    const provider = setUp();
    const answer = provider.request('stx_transferStx', {
      recipient: 'SP3ZDSEMRESA3447YVJX9GXJM688FXQ5TK2H58JJE',
      amount: 1000n,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Wallet request: stx_transferStx' });
    expect(within(dialog).getByText('stx_transferStx')).toBeInTheDocument();
    expect(within(dialog).getByText(/"amount": "1000"/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(answer).resolves.toMatchObject({ result: walletResults.stx_transferStx });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('answers a Stacks transaction as a multisig account when asked: proposed, no txid', async () => {
    const provider = setUp();
    const answer = provider.request('stx_callContract', {
      contract: `${MAINNET_STX_ADDRESS}.satchel-test`,
      functionName: 'stake',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Wallet request: stx_callContract' });
    const multisig = within(dialog).getByRole('switch', {
      name: 'Answer as a multisig account (propose to co-signers)',
    });
    expect(multisig).not.toBeChecked();
    await userEvent.click(multisig);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(answer).resolves.toMatchObject({ result: multisigProposalResult });
  });

  it('offers the multisig answer only for the methods a policy account proposes', async () => {
    const provider = setUp();
    const answer = provider.request('stx_signMessage', { message: 'hello' });
    const dialog = await screen.findByRole('dialog', { name: 'Wallet request: stx_signMessage' });
    expect(within(dialog).queryByRole('switch')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(answer).resolves.toMatchObject({ result: walletResults.stx_signMessage });
  });

  it('Reject answers with the user-rejection error 4001', async () => {
    const provider = setUp();
    // Caught at once: the rejection arrives while the test is still clicking.
    const answer = provider.request('getAddresses').catch((reason: unknown) => reason);
    const dialog = await screen.findByRole('dialog', { name: 'Wallet request: getAddresses' });
    expect(within(dialog).getByText('(none)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const error = await answer;
    expect(error).toBeInstanceOf(MockWalletError);
    expect(error).toMatchObject({ code: 4001 });
  });

  it('Escape rejects too, and the next waiting request follows', async () => {
    const provider = setUp();
    const first = provider.request('getAddresses').catch((reason: unknown) => reason);
    const second = provider.request('stx_signMessage', { message: 'hello' });
    await screen.findByRole('dialog', { name: 'Wallet request: getAddresses' });
    await userEvent.keyboard('{Escape}');
    expect(await first).toMatchObject({ code: 4001 });
    const next = await screen.findByRole('dialog', { name: 'Wallet request: stx_signMessage' });
    await userEvent.click(within(next).getByRole('button', { name: 'Approve' }));
    await expect(second).resolves.toMatchObject({ result: walletResults.stx_signMessage });
  });
});
