import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { WalletSubmitButton, type WalletSubmitPhase } from './wallet-submit-button';

function renderInForm(phase: WalletSubmitPhase, label = 'Sign message') {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const view = render(
    <form onSubmit={onSubmit}>
      <WalletSubmitButton phase={phase}>{label}</WalletSubmitButton>
    </form>,
  );
  return { onSubmit, container: view.container };
}

describe('WalletSubmitButton', () => {
  it('submits its form with its own label until the wallet is asked', async () => {
    const { onSubmit, container } = renderInForm('idle');
    const button = screen.getByRole('button', { name: 'Sign message' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('data-variant', 'solid');
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('is busy with its own label while Satchel builds the request, before the wallet opens', async () => {
    const { onSubmit } = renderInForm('building', 'Send STX');
    const button = screen.getByRole('button', { name: 'Send STX' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says "Confirm in your wallet…" and ignores clicks while the wallet is asked', async () => {
    const { onSubmit } = renderInForm('signing');
    const button = screen.getByRole('button', { name: 'Confirm in your wallet…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is off, with its own label, while the broadcast transaction is mined', async () => {
    const { onSubmit } = renderInForm('pending', 'Stake');
    const button = screen.getByRole('button', { name: 'Stake' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(['not-built', 'wallet-refused', 'answered', 'proposed', 'confirmed', 'failed'] as const)(
    'after the request (%s): its own label, ready to submit again',
    async (phase) => {
      const { onSubmit } = renderInForm(phase);
      const button = screen.getByRole('button', { name: 'Sign message' });
      expect(button).toBeEnabled();
      expect(button).not.toHaveAttribute('aria-busy');
      await userEvent.click(button);
      expect(onSubmit).toHaveBeenCalledTimes(1);
    },
  );

  it('is busy with its own label while the form prepares, before the request starts', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <WalletSubmitButton phase="idle" preparing>
          Deploy contract
        </WalletSubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Deploy contract' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes disabled and the variant through', () => {
    render(
      <WalletSubmitButton phase="idle" disabled variant="outline">
        Stake
      </WalletSubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Stake' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-variant', 'outline');
  });
});
