import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { SectionFailure } from './section-failure';

describe('SectionFailure', () => {
  it('says what failed and retries on the button', async () => {
    const onRetry = vi.fn();
    render(<SectionFailure onRetry={onRetry}>Could not read the tokens.</SectionFailure>);
    expect(screen.getByRole('status')).toHaveTextContent('Could not read the tokens.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no axe violations', async () => {
    render(<SectionFailure onRetry={() => {}}>Could not read the tokens.</SectionFailure>);
    await expectNoAxeViolations();
  });
});
