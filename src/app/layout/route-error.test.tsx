import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

function BrokenLayout(): never {
  throw new Error('the layout broke');
}

describe('RouteErrorBoundary', () => {
  it('standalone, where the layout itself failed, is the main landmark and says what happened', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter>
        <RouteErrorBoundary standalone>
          <BrokenLayout />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('Details: the layout broke')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Satchel' })).toHaveAttribute('href', '/');
  });
});
