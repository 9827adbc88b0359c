import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its text with the variant as a data attribute', () => {
    render(<Badge variant="warning">Pending</Badge>);
    expect(screen.getByText('Pending')).toHaveAttribute('data-variant', 'warning');
  });

  it('defaults to the default variant', () => {
    render(<Badge>New</Badge>);
    expect(screen.getByText('New')).toHaveAttribute('data-variant', 'default');
  });

  it('has no axe violations', async () => {
    render(
      <p>
        {(['default', 'error', 'info', 'success', 'warning'] as const).map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ))}
      </p>,
    );
    await expectNoAxeViolations();
  });
});
