import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { Button } from './button';
import { DropdownMenu } from './dropdown-menu';

function renderMenu(onSelect = vi.fn()) {
  render(
    <DropdownMenu
      trigger={<Button>Actions</Button>}
      items={[
        { label: 'Rename', onSelect },
        { label: 'Delete', onSelect: vi.fn(), intent: 'danger' },
      ]}
    />,
  );
  return onSelect;
}

describe('DropdownMenu', () => {
  it('opens from the keyboard, moves with arrows and selects with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = renderMenu();
    screen.getByRole('button', { name: 'Actions' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'data-intent',
      'danger',
    );
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape and hands focus back to the trigger', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    renderMenu();
    screen.getByRole('button', { name: 'Actions' }).focus();
    await user.keyboard('{Enter}');
    await expectNoAxeViolations();
  });
});
