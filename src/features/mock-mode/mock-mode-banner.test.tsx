import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CALLOUT_PORTAL_ID } from '@/design-system/callout-banner';
import { expectNoAxeViolations } from '@/test/axe';
import { readMockModeFlag, writeMockModeFlag } from './mock-mode-flag';
import { MockModeBanner } from './mock-mode-banner';
import type { ToggleMockModeDeps } from './toggle-mock-mode';
import { fakeToggleDeps as fakeDeps } from './toggle-mock-mode-fakes';

function renderBanner(deps: ToggleMockModeDeps) {
  return render(
    <main>
      <div id={CALLOUT_PORTAL_ID} />
      <MockModeBanner deps={deps} />
    </main>,
  );
}

describe('MockModeBanner: nothing on the page is real', () => {
  it('is a status region that says Mock mode and that nothing on the page is real', async () => {
    renderBanner(fakeDeps());
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent(/^Mock mode/);
    expect(banner).toHaveTextContent(
      'Nothing on this page is real: the data are invented and the wallet is simulated.',
    );
    await expectNoAxeViolations();
  });

  it('turns mock mode off the way the switch does: flag, worker stopped, wait, reload', async () => {
    writeMockModeFlag(true);
    const order: string[] = [];
    const deps = fakeDeps({
      stopWorker: vi.fn(() => {
        order.push(`stop (flag ${String(readMockModeFlag())})`);
        return Promise.resolve();
      }),
      wait: vi.fn((ms: number) => {
        order.push(`wait ${ms}`);
        return Promise.resolve();
      }),
      reload: vi.fn(() => order.push('reload')),
    });
    renderBanner(deps);
    await userEvent.click(screen.getByRole('button', { name: 'Turn off mock mode' }));
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledOnce());
    expect(order).toEqual(['stop (flag false)', 'wait 200', 'reload']);
    expect(deps.startWorker).not.toHaveBeenCalled();
  });

  it('stays usable, with mock mode on, when the worker cannot be stopped', async () => {
    writeMockModeFlag(true);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const deps = fakeDeps({ stopWorker: () => Promise.reject(new Error('no workers')) });
    renderBanner(deps);
    const button = screen.getByRole('button', { name: 'Turn off mock mode' });
    await userEvent.click(button);
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(readMockModeFlag()).toBe(true);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('Mock mode could not be switched', expect.any(Error));
  });
});
