import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { Select } from './select';

const OPTIONS = [
  { value: 'mainnet', label: 'Mainnet' },
  { value: 'testnet', label: 'Testnet' },
  { value: 'devnet', label: 'Devnet', disabled: true },
];

describe('Select', () => {
  it('is named by its label and shows the placeholder until a choice', () => {
    render(<Select label="Network" options={OPTIONS} placeholder="Pick one" />);
    const trigger = screen.getByRole('combobox', { name: 'Network' });
    expect(trigger).toHaveTextContent('Pick one');
  });

  it('opens with the keyboard and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Network" options={OPTIONS} onValueChange={onValueChange} />);
    screen.getByRole('combobox', { name: 'Network' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Devnet' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('testnet');
    expect(screen.getByRole('combobox', { name: 'Network' })).toHaveTextContent('Testnet');
  });

  it('shows grouped options under their group’s name', async () => {
    const user = userEvent.setup();
    render(
      <Select
        label="Function"
        options={[
          { value: 'get-balance', label: 'get-balance', group: 'Read-only' },
          { value: 'transfer', label: 'transfer', group: 'Public' },
          { value: 'get-owner', label: 'get-owner', group: 'Read-only' },
        ]}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Function' }));
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.textContent)).toEqual([
      'Read-onlyget-balanceget-owner',
      'Publictransfer',
    ]);
    await expectNoAxeViolations();
  });

  it('has no axe violations', async () => {
    render(<Select label="Network" options={OPTIONS} defaultValue="mainnet" />);
    await expectNoAxeViolations();
  });
});
