import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { Button } from './button';
import { HoverCard } from './hover-card';
import { Tooltip, TooltipProvider } from './tooltip';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

// fireEvent rather than user-event: user-event's own scheduling stalls under fake timers.
const user = {
  hover: (element: HTMLElement) => {
    fireEvent.pointerEnter(element, { pointerType: 'mouse' });
    fireEvent.pointerMove(element, { pointerType: 'mouse' });
  },
  unhover: (element: HTMLElement) => {
    fireEvent.pointerLeave(element, { pointerType: 'mouse' });
    // Radix keeps a tooltip open while the pointer travels towards it; moving far away ends that.
    fireEvent.pointerMove(document, { pointerType: 'mouse', clientX: 900, clientY: 900 });
  },
  focus: (element: HTMLElement) => {
    act(() => {
      element.focus();
    });
  },
  escape: () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }),
};

describe('Tooltip', () => {
  it('opens after 700 ms of hover, not before', () => {
    render(
      <TooltipProvider>
        <Tooltip content="Copies the address">
          <Button>Copy</Button>
        </Tooltip>
      </TooltipProvider>,
    );
    user.hover(screen.getByRole('button', { name: 'Copy' }));
    advance(699);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copies the address');
  });

  it('opens the next tooltip at once within the 300 ms skip delay, with delay after it', () => {
    render(
      <TooltipProvider>
        <Tooltip content="First hint">
          <Button>A</Button>
        </Tooltip>
        <Tooltip content="Second hint">
          <Button>B</Button>
        </Tooltip>
      </TooltipProvider>,
    );
    user.hover(screen.getByRole('button', { name: 'A' }));
    advance(700);
    expect(screen.getByRole('tooltip')).toHaveTextContent('First hint');
    user.unhover(screen.getByRole('button', { name: 'A' }));
    user.hover(screen.getByRole('button', { name: 'B' }));
    advance(0);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second hint');

    user.unhover(screen.getByRole('button', { name: 'B' }));
    advance(300);
    user.hover(screen.getByRole('button', { name: 'A' }));
    advance(699);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('First hint');
  });

  it("uses a shorter delay where asked (the header's 220 ms)", () => {
    render(
      <TooltipProvider>
        <Tooltip content="Header hint" delayDuration={220}>
          <Button>H</Button>
        </Tooltip>
      </TooltipProvider>,
    );
    user.hover(screen.getByRole('button', { name: 'H' }));
    advance(219);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Header hint');
  });

  it('opens on keyboard focus and closes on Escape', () => {
    render(
      <TooltipProvider>
        <Tooltip content="Focus hint">
          <Button>F</Button>
        </Tooltip>
      </TooltipProvider>,
    );
    user.focus(screen.getByRole('button', { name: 'F' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Focus hint');
    user.escape();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    render(
      <TooltipProvider>
        <Tooltip content="Hint">
          <Button>T</Button>
        </Tooltip>
      </TooltipProvider>,
    );
    user.focus(screen.getByRole('button', { name: 'T' }));
    vi.useRealTimers();
    await expectNoAxeViolations();
  });
});

describe('HoverCard', () => {
  function renderCard() {
    render(
      <HoverCard trigger={<a href="/profile">Profile</a>}>
        <p>Preview of the profile</p>
      </HoverCard>,
    );
    return screen.getByRole('link', { name: 'Profile' });
  }

  it('opens after 700 ms and closes 300 ms after the pointer leaves', () => {
    const trigger = renderCard();
    user.hover(trigger);
    advance(699);
    expect(screen.queryByText('Preview of the profile')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Preview of the profile')).toBeInTheDocument();
    user.unhover(trigger);
    advance(299);
    expect(screen.getByText('Preview of the profile')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Preview of the profile')).not.toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    user.hover(renderCard());
    advance(700);
    vi.useRealTimers();
    await expectNoAxeViolations();
  });
});
