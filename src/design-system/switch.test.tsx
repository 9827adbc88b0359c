import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { Switch } from './switch';

describe('Switch', () => {
  it('toggles on click of its label and with Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch label="Notifications" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Notifications' });
    expect(control).toHaveAttribute('data-state', 'unchecked');
    await user.click(screen.getByText('Notifications'));
    expect(control).toHaveAttribute('data-state', 'checked');
    expect(control).toHaveAttribute('aria-checked', 'true');
    await user.keyboard(' ');
    expect(control).toHaveAttribute('data-state', 'unchecked');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does not toggle when disabled', async () => {
    const user = userEvent.setup();
    render(<Switch label="Locked" defaultChecked disabled />);
    const control = screen.getByRole('switch', { name: 'Locked' });
    await user.click(control);
    expect(control).toHaveAttribute('data-state', 'checked');
  });

  it('has no axe violations', async () => {
    render(
      <div>
        <Switch label="On" defaultChecked />
        <Switch label="Off" />
      </div>,
    );
    await expectNoAxeViolations();
  });
});
