import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWalletProvider, type WalletProvider } from '@/wallet/provider';
import { mountDevnetWallet } from './mount-devnet-wallet';
import { registerDevnetWallet, type RegisterDevnetWalletOptions } from './register-devnet-wallet';

type Loaded = Awaited<ReturnType<NonNullable<RegisterDevnetWalletOptions['load']>>>;

/** A load the test settles when it wants, counting its calls. */
function controlledLoad() {
  const settles: { resolve: (loaded: Loaded) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<Loaded>((resolve, reject) => {
        settles.push({ resolve, reject });
      }),
  );
  return {
    load,
    /** Settles the latest call with the real wallet. */
    arrive: () => settles.at(-1)?.resolve({ mountDevnetWallet }),
    fail: (error: Error) => settles.at(-1)?.reject(error),
  };
}

function register(load: RegisterDevnetWalletOptions['load'], isActive = () => true) {
  registerDevnetWallet({ apiUrl: 'http://localhost:3999', isActive, load });
  const provider = window.LeatherProvider;
  if (!isWalletProvider(provider)) throw new Error('no provider registered');
  return provider;
}

/** Starts a request inside act (it renders the wallet's window); `answer` is its promise (in an
 * object: an async function would wait for it). */
async function ask(provider: WalletProvider, method: string, params?: unknown) {
  let answer: Promise<unknown> = Promise.resolve();
  await act(async () => {
    answer = provider.request(method, params);
    // A rejection is read by the test later: never unhandled meanwhile.
    answer.catch(() => {});
    await Promise.resolve();
  });
  return { answer };
}

afterEach(() => {
  delete window.LeatherProvider;
  for (const host of document.querySelectorAll('[data-devnet-wallet]')) host.remove();
});

describe('registerDevnetWallet', () => {
  it('puts a provider on the page without loading the wallet or opening its window', () => {
    const { load } = controlledLoad();
    const provider = register(load);
    expect(typeof provider.request).toBe('function');
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector('[data-devnet-wallet]')).toBeNull();
  });

  it('opens the window at once on Connect, then the wallet approves it once loaded', async () => {
    const controls = controlledLoad();
    const provider = register(controls.load);
    const { answer: connecting } = await ask(provider, 'getAddresses');

    expect(screen.getByRole('status')).toHaveTextContent('Opening the devnet wallet…');
    expect(controls.load).toHaveBeenCalledTimes(1);
    await act(async () => {
      controls.arrive();
      await Promise.resolve();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Connect to Satchel' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Connect' }));
    const answer = (await connecting) as { result: { addresses: { symbol?: string }[] } };
    expect(answer.result.addresses.map(({ symbol }) => symbol)).toContain('STX');

    // Loaded once: later requests go straight to the wallet.
    await expect(provider.request('getInfo')).resolves.toMatchObject({
      result: { version: '1.0.0' },
    });
    expect(controls.load).toHaveBeenCalledTimes(1);
  });

  it('answers a request that needs no approval without showing the window', async () => {
    const controls = controlledLoad();
    const provider = register(controls.load);
    const { answer: info } = await ask(provider, 'getInfo');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    controls.arrive();
    await expect(info).resolves.toMatchObject({ result: { platform: 'extension' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('off devnet, refuses as the wallet does, without showing the window', async () => {
    const controls = controlledLoad();
    const provider = register(controls.load, () => false);
    const { answer: connecting } = await ask(provider, 'getAddresses');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    controls.arrive();
    await expect(connecting).rejects.toMatchObject({
      error: { code: -32603, message: 'The devnet wallet only works while Satchel is on devnet' },
    });
  });

  it('says so when its code does not arrive, refuses with -32603, and tries again next time', async () => {
    const controls = controlledLoad();
    const provider = register(controls.load);
    const connect = document.createElement('button');
    connect.textContent = 'Connect';
    document.body.append(connect);
    connect.focus();

    const { answer: connecting } = await ask(provider, 'getAddresses');
    const reason = 'Failed to fetch dynamically imported module: /assets/mount-devnet-wallet.js';
    await act(async () => {
      controls.fail(new TypeError(reason));
      await Promise.resolve();
    });
    await expect(connecting).rejects.toMatchObject({
      jsonrpc: '2.0',
      error: { code: -32603, message: `The devnet wallet could not load: ${reason}` },
    });
    const failure = await screen.findByRole('alertdialog', {
      name: 'The devnet wallet could not load',
    });
    expect(failure).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(failure).toHaveTextContent('nothing was asked or signed');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const close = within(failure).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    await userEvent.setup().click(close);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(connect).toHaveFocus();

    // The next request loads again, and this time the wallet arrives.
    const { answer: again } = await ask(provider, 'getAddresses');
    expect(controls.load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Opening the devnet wallet…');
    await act(async () => {
      controls.arrive();
      await Promise.resolve();
    });
    await screen.findByRole('dialog', { name: 'Connect to Satchel' });
    await userEvent.setup().keyboard('{Escape}');
    await expect(again).rejects.toMatchObject({ error: { code: 4001 } });
    connect.remove();
  });

  it('closes its failure with Escape too', async () => {
    const controls = controlledLoad();
    const provider = register(controls.load);
    const { answer: signing } = await ask(provider, 'stx_signMessage', { message: 'hello' });
    await act(async () => {
      controls.fail(new Error('offline'));
      await Promise.resolve();
    });
    await expect(signing).rejects.toMatchObject({
      error: { message: 'The devnet wallet could not load: offline' },
    });
    await screen.findByRole('alertdialog', { name: 'The devnet wallet could not load' });
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
