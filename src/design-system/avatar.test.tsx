import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { Avatar, AVATAR_FALLBACK_DELAY_MS } from './avatar';

afterEach(() => {
  vi.useRealTimers();
});

describe('Avatar', () => {
  it('defaults to a large circle', () => {
    const { container } = render(<Avatar alt="Ada" fallback="AL" />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-size', 'lg');
    expect(root).toHaveAttribute('data-variant', 'circle');
  });

  it('shows the fallback at once when there is no image', () => {
    render(<Avatar alt="Ada Lovelace" fallback="AL" size="xs" variant="square" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });

  it('waits 600 ms for an image before showing the fallback', () => {
    vi.useFakeTimers();
    // jsdom never loads images, so the image stays "loading" and the delay decides.
    render(<Avatar alt="Ada" fallback="AL" src="/ada.png" />);
    expect(AVATAR_FALLBACK_DELAY_MS).toBe(600);
    act(() => {
      vi.advanceTimersByTime(599);
    });
    expect(screen.queryByRole('img', { name: 'Ada' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveTextContent('AL');
  });

  it('has no axe violations', async () => {
    render(
      <div>
        {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
          <Avatar key={size} alt={`Size ${size}`} fallback="AB" size={size} />
        ))}
      </div>,
    );
    await expectNoAxeViolations();
  });
});
