import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeNetworkAtom, selectNetworkAtom } from '@/stacks/active-network';
import { applyNetworkUrlParams } from './apply-network-url-params';

const NODE = 'https://node.example.com';
const server = setupServer(
  http.get(`${NODE}/v2/info`, () =>
    HttpResponse.json({
      peer_version: 1,
      server_version: 'stacks-node',
      network_id: 1,
      burn_block_height: 1,
      stacks_tip_height: 1,
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const store = createStore();
  const controller = new AbortController();
  const onApiRefused = vi.fn();
  return {
    store,
    controller,
    onApiRefused,
    options: { store, signal: controller.signal, onApiRefused },
  };
}

describe('applyNetworkUrlParams', () => {
  it('switches to ?chain= and returns the rest of the search', async () => {
    const { store, options } = setup();
    await expect(applyNetworkUrlParams('?chain=devnet&tab=2', options)).resolves.toBe('?tab=2');
    expect(store.get(activeNetworkAtom)).toMatchObject({ name: 'devnet', custom: false });
  });

  it('switches to a saved ?api= without asking it again', async () => {
    const { store, options } = setup();
    store.set(selectNetworkAtom, { custom: { url: 'https://saved.example.com', chainId: 1 } });
    store.set(selectNetworkAtom, { name: 'testnet' });
    await applyNetworkUrlParams('?api=https%3A%2F%2Fsaved.example.com', options);
    expect(store.get(activeNetworkAtom).apiUrl).toBe('https://saved.example.com');
  });

  it('checks a new ?api= before using it', async () => {
    const { store, options } = setup();
    await applyNetworkUrlParams(`?api=${encodeURIComponent(NODE)}`, options);
    expect(store.get(activeNetworkAtom)).toMatchObject({ apiUrl: NODE, kind: 'mainnet' });
  });

  it('reports a refused ?api= with words and keeps the network', async () => {
    server.use(http.get(`${NODE}/v2/info`, () => new HttpResponse('nope', { status: 500 })));
    const { store, options, onApiRefused } = setup();
    await expect(applyNetworkUrlParams(`?api=${encodeURIComponent(NODE)}`, options)).resolves.toBe(
      '',
    );
    expect(onApiRefused).toHaveBeenCalledWith(NODE, expect.stringContaining('HTTP 500'));
    expect(store.get(activeNetworkAtom).apiUrl).toBe('https://api.hiro.so');
  });

  it('reports a malformed ?api= as typed', async () => {
    const { options, onApiRefused } = setup();
    await applyNetworkUrlParams('?api=javascript%3Aalert(1)', options);
    expect(onApiRefused).toHaveBeenCalledWith(
      'javascript:alert(1)',
      expect.stringMatching(/^Enter the full address of a Stacks API/),
    );
  });

  it('applies nothing once the page has moved on', async () => {
    const { store, controller, options, onApiRefused } = setup();
    const applying = applyNetworkUrlParams(`?api=${encodeURIComponent(NODE)}`, options);
    controller.abort();
    await applying;
    expect(store.get(activeNetworkAtom).custom).toBe(false);
    expect(onApiRefused).not.toHaveBeenCalled();
  });
});
