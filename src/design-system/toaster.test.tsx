import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { Button } from './button';
import { Toaster, useToast } from './toaster';
import {
  swipeThresholdFor,
  TOAST_SWIPE_THRESHOLD_MOUSE_PX,
  TOAST_SWIPE_THRESHOLD_TOUCH_PX,
} from './toast-swipe';

function ShowButton() {
  const show = useToast();
  return (
    <Button onClick={() => show({ title: 'Saved', description: 'All done', variant: 'success' })}>
      Show
    </Button>
  );
}

/** Renders a Toaster with a button that shows the one toast, and shows it. */
async function showToast() {
  const user = userEvent.setup();
  render(
    <Toaster>
      <ShowButton />
    </Toaster>,
  );
  await user.click(screen.getByRole('button', { name: 'Show' }));
  return user;
}

describe('Toaster', () => {
  it('shows a toast with its variant, and the Dismiss button removes it', async () => {
    const user = await showToast();
    const title = await screen.findByText('Saved');
    const toast = title.closest('li');
    expect(toast).toHaveAttribute('data-variant', 'success');
    expect(toast).toHaveTextContent('All done');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('moves focus to the toasts with F8', async () => {
    await showToast();
    await screen.findByText('Saved');
    // Radix matches the hotkey on event.code.
    act(() => {
      fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    });
    expect(screen.getByRole('region', { name: /Notifications/ })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it('picks the swipe threshold from the pointer: 2 px mouse, 10 px touch and pen', () => {
    expect(swipeThresholdFor('mouse')).toBe(TOAST_SWIPE_THRESHOLD_MOUSE_PX);
    expect(TOAST_SWIPE_THRESHOLD_MOUSE_PX).toBe(2);
    expect(swipeThresholdFor('touch')).toBe(TOAST_SWIPE_THRESHOLD_TOUCH_PX);
    expect(swipeThresholdFor('pen')).toBe(10);
  });

  it('has no axe violations with a toast shown', async () => {
    await showToast();
    await screen.findByText('Saved');
    await expectNoAxeViolations();
  });
});

it('useToast outside a Toaster says so', () => {
  function Orphan() {
    useToast();
    return null;
  }
  expect(() => render(<Orphan />)).toThrow('useToast must be used inside <Toaster>');
});
