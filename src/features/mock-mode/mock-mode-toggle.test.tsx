import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CALLOUT_PORTAL_ID } from '@/design-system/callout-banner';
import { writeMockModeFlag } from './mock-mode-flag';
import { MockModeToggle } from './mock-mode-toggle';
import { isMockModeToggleVisible, MockModeHeaderSlot } from './mock-mode-header-slot';
import { fakeToggleDeps as fakeDeps } from './toggle-mock-mode-fakes';

describe('isMockModeToggleVisible (docs/product-decisions.md#header-and-wallet-connection)', () => {
  it('hides the toggle in production unless mock mode is on', () => {
    expect(isMockModeToggleVisible({ production: true, on: false })).toBe(false);
    expect(isMockModeToggleVisible({ production: true, on: true })).toBe(true);
    expect(isMockModeToggleVisible({ production: false, on: false })).toBe(true);
  });
});

describe('MockModeHeaderSlot', () => {
  it('shows an unchecked "Mock mode" switch in development', async () => {
    render(<MockModeHeaderSlot production={false} />);
    expect(await screen.findByRole('switch', { name: 'Mock mode' })).toHaveAttribute(
      'data-state',
      'unchecked',
    );
  });

  it('renders nothing in production while mock mode is off', () => {
    const { container } = render(<MockModeHeaderSlot production />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the checked switch and the banner in production while mock mode is on', async () => {
    writeMockModeFlag(true);
    render(
      <>
        <div id={CALLOUT_PORTAL_ID} data-testid="callout-portal" />
        <MockModeHeaderSlot production />
      </>,
    );
    expect(await screen.findByRole('switch', { name: 'Mock mode' })).toHaveAttribute(
      'data-state',
      'checked',
    );
    const banner = within(screen.getByTestId('callout-portal')).getByRole('status');
    expect(banner).toHaveTextContent('Mock mode');
    expect(banner).toHaveTextContent('Nothing on this page is real');
  });

  it('shows no banner while mock mode is off, even where the switch is shown', async () => {
    render(
      <>
        <div id={CALLOUT_PORTAL_ID} data-testid="callout-portal" />
        <MockModeHeaderSlot production={false} />
      </>,
    );
    await screen.findByRole('switch', { name: 'Mock mode' });
    expect(screen.getByTestId('callout-portal')).toBeEmptyDOMElement();
  });
});

describe('MockModeToggle', () => {
  it('turning it on starts the worker and reloads', async () => {
    const deps = fakeDeps();
    render(<MockModeToggle initialOn={false} deps={deps} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Mock mode' }));
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledOnce());
    expect(deps.startWorker).toHaveBeenCalledOnce();
    expect(deps.stopWorker).not.toHaveBeenCalled();
    expect(localStorage.getItem('mockMode')).toBe('true');
  });

  it('turning it off stops the worker and reloads', async () => {
    writeMockModeFlag(true);
    const deps = fakeDeps();
    render(<MockModeToggle initialOn deps={deps} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Mock mode' }));
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledOnce());
    expect(deps.stopWorker).toHaveBeenCalledOnce();
    expect(localStorage.getItem('mockMode')).toBe('false');
  });

  it('goes back to off and can be used again when the worker cannot start', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const deps = fakeDeps({ startWorker: () => Promise.reject(new Error('no workers')) });
    render(<MockModeToggle initialOn={false} deps={deps} />);
    const toggle = screen.getByRole('switch', { name: 'Mock mode' });
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('data-state', 'unchecked');
    expect(consoleError).toHaveBeenCalledWith('Mock mode could not be switched', expect.any(Error));
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
