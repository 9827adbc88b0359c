import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { Tabs } from './tabs';

const ITEMS = [
  { value: 'one', label: 'One', content: <p>First panel</p> },
  { value: 'two', label: 'Two', content: <p>Second panel</p> },
  { value: 'three', label: 'Three', content: <p>Third panel</p> },
];

describe('Tabs', () => {
  it('starts on the first tab and marks it active', () => {
    render(<Tabs label="Sections" items={ITEMS} />);
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('First panel');
  });

  it('moves with the arrow keys and wraps around', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Sections" items={ITEMS} />);
    screen.getByRole('tab', { name: 'One' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second panel');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has no axe violations', async () => {
    render(<Tabs label="Sections" items={ITEMS} defaultValue="two" />);
    await expectNoAxeViolations();
  });
});
