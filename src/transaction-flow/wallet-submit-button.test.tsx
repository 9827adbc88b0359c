import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { WalletSubmitButton } from './wallet-submit-button';

describe('WalletSubmitButton', () => {
  it('submits its form with its own label until the wallet is asked', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { container } = render(
      <form onSubmit={onSubmit}>
        <WalletSubmitButton asking={false}>Sign message</WalletSubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sign message' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('data-variant', 'solid');
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('says "Confirm in your wallet…" and ignores clicks while the wallet is asked', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <WalletSubmitButton asking>Sign message</WalletSubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Confirm in your wallet…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is busy with its own label while the request is prepared, before the wallet opens', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <WalletSubmitButton asking={false} busy>
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
      <WalletSubmitButton asking={false} disabled variant="outline">
        Stake
      </WalletSubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Stake' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-variant', 'outline');
  });
});
