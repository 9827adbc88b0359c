import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readMockModeFlag, writeMockModeFlag } from '@/features/mock-mode/mock-mode-flag';
import { bootMockMode } from './boot-mock-mode';

// The boot decides before the first render what a `?mock=` link does. What mock mode
// itself does is replaced: jsdom has no service workers, and a reload would leave the test page.
const mockMode = vi.hoisted(() => ({
  startMockMode: vi.fn<() => Promise<void>>(() => Promise.resolve()),
  stopMockMode: vi.fn<() => Promise<void>>(() => Promise.resolve()),
}));
vi.mock('@/features/mock-mode/start-mock-mode', () => mockMode);

// The dialog gets its own React root, outside testing-library's: keep each one to unmount it.
const createdRoots = vi.hoisted(() => [] as { unmount: () => void }[]);
vi.mock('react-dom/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/client')>();
  return {
    ...actual,
    createRoot: (...args: Parameters<typeof actual.createRoot>) => {
      const root = actual.createRoot(...args);
      createdRoots.push(root);
      return root;
    },
  };
});

const toggleDeps = vi.hoisted(() => ({
  startWorker: vi.fn<() => Promise<void>>(() => Promise.resolve()),
  stopWorker: vi.fn<() => Promise<void>>(() => Promise.resolve()),
  wait: vi.fn<(ms: number) => Promise<void>>(() => Promise.resolve()),
  reload: vi.fn<() => void>(),
}));
// The dialog's confirm runs the real toggle (flag, worker, wait, reload) with these stand-ins.
vi.mock('@/features/mock-mode/toggle-mock-mode', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/mock-mode/toggle-mock-mode')>();
  return { toggleMockMode: (on: boolean) => actual.toggleMockMode(on, toggleDeps) };
});

/** A production build: no dev server, no one-step-link setting (.env.e2e sets it). */
function productionBuild() {
  vi.stubEnv('DEV', false);
  vi.stubEnv('VITE_MOCK_MODE_ONE_STEP_LINK', '');
}

function visit(address: string) {
  window.history.replaceState(null, '', address);
}

function currentAddress() {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

const question = () => screen.findByRole('dialog', { name: 'Turn on mock mode?' });

beforeAll(async () => {
  // Compile the lazily imported dialog once, here, rather than inside the first test's waits.
  await import('@/features/mock-mode/mock-mode-link-dialog');
}, 30_000);

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(() => {
  vi.unstubAllEnvs();
  act(() => {
    for (const root of createdRoots.splice(0)) root.unmount();
  });
  document.getElementById('mock-mode-link-root')?.remove();
});

describe('bootMockMode in a production build', () => {
  beforeEach(productionBuild);

  it('?mock=1 only asks: the dialog explains, nothing is stored, the link is cleaned', async () => {
    visit('/stacking?chain=testnet&mock=1#faq');
    await bootMockMode();
    const dialog = await question();
    expect(dialog).toHaveTextContent('invented data and a simulated wallet');
    expect(localStorage.getItem('mockMode')).toBeNull();
    expect(currentAddress()).toBe('/stacking?chain=testnet#faq');
    expect(mockMode.startMockMode).not.toHaveBeenCalled();
    expect(toggleDeps.startWorker).not.toHaveBeenCalled();
  });

  it('Cancel leaves the app real and stores nothing', async () => {
    visit('/stacking?mock=1');
    await bootMockMode();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('mockMode')).toBeNull();
    expect(currentAddress()).toBe('/stacking');
    expect(toggleDeps.startWorker).not.toHaveBeenCalled();
    expect(toggleDeps.reload).not.toHaveBeenCalled();
    expect(document.getElementById('mock-mode-link-root')).toBeNull();
  });

  it('Escape cancels the same way', async () => {
    visit('/stacking?mock=1');
    await bootMockMode();
    await question();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('mockMode')).toBeNull();
    expect(toggleDeps.reload).not.toHaveBeenCalled();
  });

  it('Turn on mock mode saves the flag, starts the worker, waits 200 ms and reloads', async () => {
    visit('/stacking?mock=1');
    await bootMockMode();
    const calls: string[] = [];
    toggleDeps.startWorker.mockImplementation(() => {
      calls.push(`start (flag ${String(readMockModeFlag())})`);
      return Promise.resolve();
    });
    toggleDeps.wait.mockImplementation((ms) => {
      calls.push(`wait ${ms}`);
      return Promise.resolve();
    });
    toggleDeps.reload.mockImplementation(() => calls.push('reload'));
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on mock mode' }));
    await waitFor(() => expect(toggleDeps.reload).toHaveBeenCalledOnce());
    expect(calls).toEqual(['start (flag true)', 'wait 200', 'reload']);
    expect(localStorage.getItem('mockMode')).toBe('true');
  });

  it('a worker that cannot start stores nothing and says so in the dialog', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toggleDeps.startWorker.mockRejectedValueOnce(new Error('no service workers'));
    visit('/stacking?mock=1');
    await bootMockMode();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on mock mode' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mock mode could not start');
    expect(localStorage.getItem('mockMode')).toBeNull();
    expect(toggleDeps.reload).not.toHaveBeenCalled();
  });

  it('starts mock mode without asking when the saved flag is already on', async () => {
    writeMockModeFlag(true);
    visit('/stacking?mock=1');
    await bootMockMode();
    expect(mockMode.startMockMode).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentAddress()).toBe('/stacking');
  });

  it('?mock=0 still turns mock mode off at once and stops the worker', async () => {
    writeMockModeFlag(true);
    visit('/stacking?mock=0');
    await bootMockMode();
    expect(readMockModeFlag()).toBe(false);
    expect(mockMode.stopMockMode).toHaveBeenCalledOnce();
    expect(mockMode.startMockMode).not.toHaveBeenCalled();
  });

  it('without a link, does nothing while mock mode is off', async () => {
    visit('/stacking');
    await bootMockMode();
    expect(localStorage.getItem('mockMode')).toBeNull();
    expect(mockMode.startMockMode).not.toHaveBeenCalled();
    expect(mockMode.stopMockMode).not.toHaveBeenCalled();
  });
});

describe.each([
  {
    build: 'an e2e build (VITE_MOCK_MODE_ONE_STEP_LINK=true)',
    stub: () => {
      vi.stubEnv('DEV', false);
      vi.stubEnv('VITE_MOCK_MODE_ONE_STEP_LINK', 'true');
    },
  },
  {
    build: 'the development server',
    stub: () => {
      vi.stubEnv('DEV', true);
      vi.stubEnv('VITE_MOCK_MODE_ONE_STEP_LINK', '');
    },
  },
])('bootMockMode in $build', ({ stub }) => {
  beforeEach(stub);

  it('?mock=1 turns mock mode on at once, without a question', async () => {
    visit('/stacking?mock=1');
    await bootMockMode();
    expect(readMockModeFlag()).toBe(true);
    expect(mockMode.startMockMode).toHaveBeenCalledOnce();
    expect(currentAddress()).toBe('/stacking');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears the flag and runs the real app when mock mode cannot start', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockMode.startMockMode.mockRejectedValueOnce(new Error('no service workers'));
    visit('/stacking?mock=1');
    await bootMockMode();
    expect(readMockModeFlag()).toBe(false);
    expect(consoleError).toHaveBeenCalledWith('Mock mode could not start', expect.any(Error));
  });
});
