import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import type { TransactionFlowState } from './transaction-flow-state';
import { TransactionProgress } from './transaction-progress';
import { testNetwork } from '@/test/networks';

const TXID = 'ab'.repeat(32);
const devnet = testNetwork('devnet');
const broadcast = {
  txid: TXID,
  network: devnet,
  request: { recipient: 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG', amount: '1' },
};

const LABEL = 'Send 12.5 STX';

describe('TransactionProgress', () => {
  it('keeps an empty live region while idle, so the first change is heard', () => {
    render(<TransactionProgress state={{ phase: 'idle' }} label={LABEL} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByTestId('transaction-progress')).toHaveAttribute('data-state', 'idle');
  });

  it.each<[TransactionFlowState, string]>([
    [{ phase: 'building' }, 'Preparing the transaction…'],
    [{ phase: 'signing' }, 'Confirm in your wallet.'],
    [
      { phase: 'proposed', proposalId: undefined, request: broadcast.request },
      "Proposed in your wallet: waiting for co-signers. It is broadcast once enough of the account's signers approve it.",
    ],
    [
      { phase: 'pending', ...broadcast, seen: false, checkError: undefined },
      'Pending: broadcast, not yet seen by the Stacks API.',
    ],
    [
      { phase: 'pending', ...broadcast, seen: true, checkError: undefined },
      'Pending: waiting to be included in a block.',
    ],
    [
      { phase: 'confirmed', ...broadcast, blockHeight: 7, feeMicroStx: 360n },
      'Confirmed in block 7. Fee paid: 0.00036 STX.',
    ],
    [
      {
        phase: 'failed',
        ...broadcast,
        reason: 'A post-condition stopped it; nothing moved but the fee.',
        feeMicroStx: 360n,
      },
      'Failed: A post-condition stopped it; nothing moved but the fee. Fee paid: 0.00036 STX.',
    ],
  ])('says where it stands: %o', async (state, words) => {
    render(<TransactionProgress state={state} label={LABEL} />);
    const region = screen.getByRole('region', { name: LABEL });
    expect(region).toHaveAttribute('data-state', state.phase);
    expect(screen.getByRole('status')).toHaveTextContent(words);
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoAxeViolations();
  });

  it('links a broadcast transaction to the explorer on the network it went to', () => {
    render(
      <TransactionProgress
        state={{ phase: 'pending', ...broadcast, seen: true, checkError: 'HTTP 502' }}
        label={LABEL}
      />,
    );
    expect(screen.getByRole('link', { name: 'View in the explorer' })).toHaveAttribute(
      'href',
      `https://explorer.hiro.so/txid/0x${TXID}?chain=testnet&utm_source=satchel&api=http%3A%2F%2Flocalhost%3A3999`,
    );
    expect(screen.getByText(TXID)).toBeInTheDocument();
    expect(
      screen.getByText('Could not check the transaction: HTTP 502. Satchel keeps trying.'),
    ).toBeInTheDocument();
  });

  it('says a multisig proposal and its id in the live region, with no txid and no link', async () => {
    const { rerender } = render(<TransactionProgress state={{ phase: 'signing' }} label={LABEL} />);
    const live = screen.getByRole('status');
    rerender(
      <TransactionProgress
        state={{ phase: 'proposed', proposalId: 'prop-42', request: broadcast.request }}
        label={LABEL}
      />,
    );
    // The same live region as the other phases, so the change is announced.
    expect(screen.getByRole('status')).toBe(live);
    expect(live).toHaveTextContent(
      'Proposed in your wallet: waiting for co-signers. Proposal prop-42.',
    );
    const region = screen.getByRole('region', { name: LABEL });
    expect(region).toHaveAttribute('data-state', 'proposed');
    expect(region).not.toHaveTextContent(/failed|transaction 0x|explorer/i);
    expect(screen.getByRole('img', { name: 'Proposed' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoAxeViolations();
  });

  it.each<[TransactionFlowState, string]>([
    [
      { phase: 'not-built', reason: 'changes reopen in 12 blocks.' },
      'Satchel did not send it: changes reopen in 12 blocks.',
    ],
    [
      { phase: 'wallet-refused', message: 'You cancelled the request in your wallet.' },
      'You cancelled the request in your wallet.',
    ],
  ])('raises a refusal as an alert: %o', async (state, words) => {
    render(<TransactionProgress state={state} label={LABEL} headingLevel={3} />);
    expect(screen.getByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { level: 3, name: LABEL })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    await expectNoAxeViolations();
  });
});
