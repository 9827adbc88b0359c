import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import type { PooledStatus } from '@/stacks/stacking/stacking-position';
import { StackingStatusBadge } from './stacking-status-badge';

const CASES: [PooledStatus, string, string][] = [
  ['active', 'Active', 'success'],
  ['waiting-on-pool', 'Waiting on pool', 'info'],
  ['expired', 'Expired', 'default'],
  ['revoked-while-locked', 'Revoked while locked', 'warning'],
  ['pending', 'Pending', 'info'],
];

describe('StackingStatusBadge', () => {
  it.each(CASES)('shows %s as “%s” in the %s tone', (status, words, tone) => {
    render(<StackingStatusBadge status={status} />);
    const badge = screen.getByText(words);
    expect(badge).toHaveAttribute('data-variant', tone);
    expect(badge).toHaveAttribute('data-status', status);
  });

  it('has no axe violations', async () => {
    render(
      <ul>
        {CASES.map(([status]) => (
          <li key={status}>
            <StackingStatusBadge status={status} />
          </li>
        ))}
      </ul>,
    );
    await expectNoAxeViolations();
  });
});
