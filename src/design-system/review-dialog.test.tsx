import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { ReviewDialog } from './review-dialog';

function renderDialog(props: Partial<Parameters<typeof ReviewDialog>[0]> = {}) {
  const onApprove = vi.fn();
  const onReject = vi.fn();
  render(
    <ReviewDialog
      open
      title="Approve stx_transferStx"
      details={[
        { label: 'Recipient', value: 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG' },
        { label: 'Amount', value: '1000000 µSTX' },
      ]}
      onApprove={onApprove}
      onReject={onReject}
      {...props}
    />,
  );
  return { onApprove, onReject };
}

describe('ReviewDialog', () => {
  it('shows exactly what is asked and approves', async () => {
    const { onApprove, onReject } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Approve stx_transferStx' });
    expect(dialog).toHaveTextContent('ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG');
    expect(dialog).toHaveTextContent('1000000 µSTX');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledTimes(1);
    expect(onReject).not.toHaveBeenCalled();
  });

  it('treats Reject, Close and Escape as a rejection', async () => {
    const { onReject } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.keyboard('{Escape}');
    expect(onReject).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed or approved twice while busy', async () => {
    const { onApprove, onReject } = renderDialog({ busy: true });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.keyboard('{Escape}');
    expect(onApprove).not.toHaveBeenCalled();
    expect(onReject).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    renderDialog();
    await expectNoAxeViolations(document.body);
  });
});
