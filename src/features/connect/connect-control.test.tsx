import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsClient } from '@/analytics/analytics-client';
import { AnalyticsProvider } from '@/analytics/analytics-context';
import { LEATHER_INSTALL_URL, LEATHER_QUEST_CONNECT_URL } from '@/config/constants';
import { Toaster } from '@/design-system/toaster';
import {
  bitcoinOnlyAddresses,
  leatherAddresses,
  MAINNET_STX_ADDRESS,
  MAINNET_STX_ADDRESS_2,
  stxEntry2,
} from '@/mocks/fixtures/wallet-addresses';
import { recordLocation } from '@/test/location-recorder';
import { useProviderDetection } from '@/wallet/use-provider-detection';
import { ConnectControl } from './connect-control';

function HeaderUnderTest() {
  useProviderDetection();
  return <ConnectControl />;
}

const questRequests: unknown[] = [];
const server = setupServer(
  http.post(LEATHER_QUEST_CONNECT_URL, async ({ request }) => {
    questRequests.push(await request.json());
    return HttpResponse.json({});
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  questRequests.length = 0;
  delete window.LeatherProvider;
});
afterAll(() => server.close());

type Answer = (method: string, params: unknown) => Promise<unknown>;

function installProvider(answer: Answer) {
  const request = vi.fn(answer);
  window.LeatherProvider = { request };
  return request;
}

const ok = (result: unknown) => Promise.resolve({ jsonrpc: '2.0', id: '1', result });

function renderControl() {
  const track = vi.fn();
  const analytics: AnalyticsClient = {
    track,
    page: vi.fn(),
    screen: vi.fn(),
    identify: vi.fn(),
    group: vi.fn(),
  };
  const router = recordLocation();
  render(
    <JotaiProvider>
      <AnalyticsProvider client={analytics}>
        <Toaster>
          <MemoryRouter initialEntries={['/portfolio']}>
            <Routes>
              <Route path="/" element={<p>Home page</p>} />
              <Route path="/portfolio" element={<p>Portfolio page</p>} />
            </Routes>
            <HeaderUnderTest />
            <router.LocationRecorder />
          </MemoryRouter>
        </Toaster>
      </AnalyticsProvider>
    </JotaiProvider>,
  );
  return { track, router };
}

describe('ConnectControl', () => {
  it('offers Install when no wallet is present, opening the store safely', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { track } = renderControl();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(open).toHaveBeenCalledWith(LEATHER_INSTALL_URL, '_blank', 'noopener,noreferrer');
    expect(track).toHaveBeenCalledWith('install_wallet_clicked', {});
    expect(track).toHaveBeenCalledWith('external_link_clicked', {
      host: 'chromewebstore.google.com',
    });
  });

  it('connects: stores the addresses, shows the short address and completes the mainnet quest', async () => {
    const request = installProvider(() => ok({ addresses: leatherAddresses }));
    const { track } = renderControl();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('button', { name: 'SP2J…9EJ7' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('getAddresses', undefined);
    expect(JSON.parse(localStorage.getItem('addresses') ?? '[]')).toHaveLength(3);
    expect(track).toHaveBeenCalledWith('sign_in_clicked', { status: 'success' });
    await waitFor(() => expect(questRequests).toEqual([{ address: MAINNET_STX_ADDRESS }]));
  });

  it("skips the quest off mainnet, and does not show a mainnet address as the user's", async () => {
    localStorage.setItem('network', '"testnet"');
    installProvider(() => ok({ addresses: leatherAddresses }));
    renderControl();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    // Named by the wallet's network, not by the address (its `data-state` is the menu's once the
    // lazy menu has loaded, so the name is what says it).
    const control = await screen.findByRole('button', { name: 'Wallet on mainnet' });
    expect(control).not.toHaveAttribute('title');
    expect(screen.queryByText(/SP2J/)).not.toBeInTheDocument();
    expect(questRequests).toEqual([]);
  });

  it('still offers the account menu when the wallet is on another network', async () => {
    localStorage.setItem('network', '"devnet"');
    localStorage.setItem('addresses', JSON.stringify(leatherAddresses));
    installProvider(() => ok({ success: true }));
    renderControl();
    // The menu loads on demand; its trigger replaces the busy stand-in.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Wallet on mainnet' })).toHaveAttribute(
        'aria-haspopup',
        'menu',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wallet on mainnet' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('explains a wallet without a Stacks account after 750 ms, and stores nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      installProvider(() => ok({ addresses: bitcoinOnlyAddresses }));
      const { track } = renderControl();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      await user.click(await screen.findByRole('button', { name: 'Connect' }));
      await act(() => vi.advanceTimersByTimeAsync(700));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(60));
      const dialog = await screen.findByRole('dialog', { name: 'Unable to connect' });
      expect(dialog).toHaveTextContent('Your wallet does not have a Stacks account available.');
      expect(dialog).toHaveTextContent('Connect Stacks');
      expect(localStorage.getItem('addresses')).toBeNull();
      expect(track).toHaveBeenCalledWith('sign_in_clicked', {
        status: 'error',
        reason: 'no_stacks_account',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says nothing when the user rejects, and tracks user_rejected', async () => {
    installProvider(() =>
      Promise.reject({ jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'User rejected' } }),
    );
    const { track } = renderControl();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith('sign_in_clicked', {
        status: 'error',
        reason: 'user_rejected',
      }),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('shows other failures as a toast and stores nothing', async () => {
    installProvider(() =>
      Promise.reject({
        jsonrpc: '2.0',
        id: '1',
        error: { code: -32603, message: 'Ledger disconnected' },
      }),
    );
    renderControl();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Could not connect your wallet')).toBeInTheDocument();
    expect(
      screen.getByText('Your wallet reported an error: Ledger disconnected'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('addresses')).toBeNull();
  });

  it('switches account, opens the extension and signs out from the menu', async () => {
    localStorage.setItem('addresses', JSON.stringify(leatherAddresses));
    const request = installProvider((method) =>
      method === 'open' ? ok({ success: true }) : ok({ addresses: [stxEntry2] }),
    );
    const { router } = renderControl();

    await userEvent.click(await screen.findByRole('button', { name: 'SP2J…9EJ7' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Switch account' }));
    expect(
      await screen.findByRole('button', {
        name: `${MAINNET_STX_ADDRESS_2.slice(0, 4)}…${MAINNET_STX_ADDRESS_2.slice(-4)}`,
      }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /SP3Z/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Open extension' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('open', { mode: 'fullpage' }));

    await userEvent.click(screen.getByRole('button', { name: /SP3Z/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
    expect(localStorage.getItem('addresses')).toBeNull();
  });
});
