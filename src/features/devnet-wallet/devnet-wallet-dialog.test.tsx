import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { walletAccounts } from '#common/devnet-accounts.mjs';
import { createReviewQueue, type ReviewDecision } from './devnet-review-queue';
import { DevnetWalletDialog } from './devnet-wallet-dialog';

const [deployer, wallet1] = walletAccounts;
if (!deployer || !wallet1) throw new Error('devnet accounts missing');

function setup() {
  const queue = createReviewQueue();
  render(<DevnetWalletDialog queue={queue} accounts={walletAccounts} />);
  return queue;
}

describe('DevnetWalletDialog', () => {
  it('shows nothing until a request arrives', () => {
    setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets the person pick the account that connects', async () => {
    const queue = setup();
    let decision: Promise<ReviewDecision> | undefined;
    act(() => {
      decision = queue.review({
        id: 'c1',
        request: { kind: 'connect', method: 'getAddresses' },
        account: deployer,
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Connect to Satchel' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Account' }));
    await user.click(await screen.findByRole('option', { name: /^wallet_1 · ST1S…YPD5$/ }));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await expect(decision).resolves.toEqual({ approved: true, account: wallet1 });
    expect(dialog).not.toBeInTheDocument();
  });

  it('shows what will be signed, and Reject answers no', async () => {
    const queue = setup();
    let decision: Promise<ReviewDecision> | undefined;
    act(() => {
      decision = queue.review({
        id: 't1',
        request: {
          kind: 'transfer',
          params: { recipient: wallet1.address, amount: '12500000', memo: 'rent' },
        },
        account: deployer,
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Send STX' });
    expect(dialog).toHaveTextContent('12.5 STX (12500000 µSTX)');
    expect(dialog).toHaveTextContent(wallet1.address);
    expect(dialog).toHaveTextContent(deployer.address);
    expect(dialog).toHaveTextContent('rent');
    expect(dialog).toHaveTextContent('Estimated by the devnet');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reject' }));
    await expect(decision).resolves.toEqual({ approved: false });
  });

  it('takes requests one at a time, oldest first; Escape rejects', async () => {
    const queue = setup();
    const decisions: Promise<ReviewDecision>[] = [];
    act(() => {
      decisions.push(
        queue.review({
          id: 'm1',
          request: { kind: 'signMessage', params: { messageType: 'utf8', message: 'first' } },
          account: deployer,
        }),
        queue.review({
          id: 'm2',
          request: { kind: 'signMessage', params: { messageType: 'utf8', message: 'second' } },
          account: deployer,
        }),
      );
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: 'Sign a message' })).toHaveTextContent(
      'first',
    );
    await user.keyboard('{Escape}');
    await expect(decisions[0]).resolves.toEqual({ approved: false });
    expect(await screen.findByRole('dialog', { name: 'Sign a message' })).toHaveTextContent(
      'second',
    );
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await expect(decisions[1]).resolves.toEqual({ approved: true, account: deployer });
  });
});
