import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { Shimmer } from './shimmer';

describe('Shimmer', () => {
  it('is one status with a spoken label and hidden lines', () => {
    const { container } = render(<Shimmer lines={4} label="Loading pools…" heading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading pools…');
    const lines = container.querySelectorAll('[aria-hidden="true"]');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toHaveAttribute('data-kind', 'heading');
  });

  it('has no axe violations', async () => {
    render(<Shimmer />);
    await expectNoAxeViolations();
  });
});
