import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { Banner } from './banner';

describe('Banner', () => {
  it('announces errors at once', () => {
    render(<Banner variant="error" title="Failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', 'error');
  });

  it('announces other variants politely', () => {
    render(
      <Banner variant="success" title="Saved" action={<button type="button">Undo</button>}>
        All good
      </Banner>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('SavedAll goodUndo');
    expect(status).toHaveAttribute('data-variant', 'success');
  });

  it('has no axe violations', async () => {
    render(
      <div>
        {(['default', 'error', 'info', 'success', 'warning'] as const).map((variant) => (
          <Banner key={variant} variant={variant} title={variant}>
            Body
          </Banner>
        ))}
      </div>,
    );
    await expectNoAxeViolations();
  });
});
