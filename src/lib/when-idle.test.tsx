import { act, render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { installQueuedIdleCallbacks } from '@/test/idle-callbacks';
import { WhenIdle } from './when-idle';

const idleCallbacks = installQueuedIdleCallbacks();

function RealControl() {
  return <button type="button">Real control</button>;
}

/** A lazy control whose chunk arrives when the test says so; `requested` tells whether its code
 * was asked for at all. */
function deferredControl() {
  let arrive: (module: { default: ComponentType }) => void = () => undefined;
  const chunk = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = resolve;
  });
  const load = vi.fn(() => chunk);
  const Control = lazy(load);
  return {
    Control,
    requested: () => load.mock.calls.length > 0,
    arrive: async () => {
      await act(async () => {
        arrive({ default: RealControl });
        await chunk;
      });
    },
  };
}

const placeholder = <span data-testid="placeholder" aria-hidden="true" />;

function renderWhenIdle(Control: ComponentType) {
  return render(
    <WhenIdle placeholder={placeholder}>
      <Control />
    </WhenIdle>,
  );
}

describe('WhenIdle', () => {
  it('shows the placeholder, asks for nothing, and loads the control when the browser is idle', async () => {
    const control = deferredControl();
    renderWhenIdle(control.Control);
    expect(screen.getByTestId('placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(control.requested()).toBe(false);

    act(() => idleCallbacks[0]?.());
    // Its code is on the way: the same placeholder holds the place meanwhile.
    expect(control.requested()).toBe(true);
    expect(screen.getByTestId('placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();

    await control.arrive();
    expect(screen.getByRole('button', { name: 'Real control' })).toBeInTheDocument();
    expect(screen.queryByTestId('placeholder')).toBeNull();
  });

  it.each(['pointerdown', 'focusin', 'keydown'])(
    'loads the control at the first %s, before the browser is idle',
    async (type) => {
      const control = deferredControl();
      renderWhenIdle(control.Control);
      expect(control.requested()).toBe(false);

      act(() => {
        window.dispatchEvent(new Event(type));
      });
      expect(control.requested()).toBe(true);
      expect(screen.getByTestId('placeholder')).toBeInTheDocument();

      await control.arrive();
      expect(screen.getByRole('button', { name: 'Real control' })).toBeInTheDocument();
      expect(screen.queryByTestId('placeholder')).toBeNull();
    },
  );

  it('renders nothing in the meantime when given no placeholder', async () => {
    const control = deferredControl();
    const { container } = render(
      <WhenIdle>
        <control.Control />
      </WhenIdle>,
    );
    expect(container).toBeEmptyDOMElement();
    act(() => idleCallbacks[0]?.());
    expect(container).toBeEmptyDOMElement();
    await control.arrive();
    expect(screen.getByRole('button', { name: 'Real control' })).toBeInTheDocument();
  });
});
