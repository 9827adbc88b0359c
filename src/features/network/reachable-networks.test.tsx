// A build that is not for the devnet (a plain `npm run build`) cannot reach the local node: its
// CSP does not list it. The unit tests run as a devnet build (vitest.config.ts), so these load
// the modules afresh with the variables of another build.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The dialog shows the selected node's status: answered here, nothing leaves the machine.
const server = setupServer(
  http.get('https://api.hiro.so/v2/info', () =>
    HttpResponse.json({ network_id: 1, burn_block_height: 870_000, stacks_tip_height: 1 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  localStorage.clear();
});

/** The modules as a build that is not for the devnet has them: the network list is fixed when
 * they load, so React and the test renderer come from the same fresh load. */
async function loadOtherBuild() {
  vi.stubEnv('VITE_DEVNET_WALLET', '');
  vi.stubEnv('VITE_DEFAULT_NETWORK', '');
  vi.resetModules();
  const [jotai, store, urlParams, networks, dialog, testingLibrary] = await Promise.all([
    import('jotai'),
    import('@/wallet/connection-store'),
    import('./network-url-params'),
    import('@/config/networks'),
    import('./network-dialog'),
    import('@testing-library/react'),
  ]);
  return { jotai, store, urlParams, networks, dialog, testingLibrary };
}

describe('in a build that is not for the devnet', () => {
  it('reads a stored devnet or mocknet as the default network, without a crash', async () => {
    const { jotai, store, networks } = await loadOtherBuild();
    expect(networks.REACHABLE_NETWORK_NAMES).toEqual(['mainnet', 'testnet']);
    for (const stored of ['devnet', 'mocknet']) {
      localStorage.setItem('network', JSON.stringify(stored));
      expect(jotai.createStore().get(store.networkAtom), stored).toBe('mainnet');
    }
    localStorage.setItem('network', JSON.stringify('testnet'));
    expect(jotai.createStore().get(store.networkAtom)).toBe('testnet');
  });

  it('ignores ?chain=devnet', async () => {
    const { urlParams } = await loadOtherBuild();
    expect(urlParams.readNetworkUrlParams('?chain=devnet')).toMatchObject({
      chain: undefined,
      present: true,
    });
    expect(urlParams.readNetworkUrlParams('?chain=testnet')).toMatchObject({ chain: 'testnet' });
  });

  it('offers mainnet, testnet and the PoX-5 test network only in the network dialog', async () => {
    localStorage.setItem('network', JSON.stringify('devnet'));
    const { jotai, dialog, testingLibrary } = await loadOtherBuild();
    const { render, screen, cleanup } = testingLibrary;
    const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
    try {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <jotai.Provider store={jotai.createStore()}>
            <dialog.NetworkDialog open onOpenChange={() => {}} />
          </jotai.Provider>
        </QueryClientProvider>,
      );
      const choices = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
      // The PoX-5 test network is on Hiro's servers, reachable from every build (decision 0008).
      expect(choices).toEqual(['mainnet', 'testnet', 'https://api.testnet-pox5.hiro.so']);
      expect(screen.getByRole('radio', { name: /Mainnet/ })).toBeChecked();
    } finally {
      cleanup();
    }
  });
});
