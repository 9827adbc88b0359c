import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAppState } from '@/test/render-with-app-state';
import { SectionErrorBoundary } from './section-error-boundary';

let broken = true;
function Fragile() {
  if (broken) throw new RangeError('Invalid time value');
  return <p>Drawn</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  broken = true;
});

describe('SectionErrorBoundary', () => {
  it('shows a section that fails to draw as words with Try again; the others stay', async () => {
    // React and the boundary report the failure on the console: expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithAppState(
      <>
        <SectionErrorBoundary title="Activity">
          <Fragile />
        </SectionErrorBoundary>
        <SectionErrorBoundary title="STX">
          <p>STX figures</p>
        </SectionErrorBoundary>
      </>,
    );
    const section = screen.getByRole('region', { name: 'Activity' });
    expect(section).toHaveTextContent('This section could not be shown: Invalid time value.');
    expect(screen.getByText('STX figures')).toBeVisible();
    expect(logged).toHaveBeenCalled();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Drawn')).toBeVisible();
  });
});
