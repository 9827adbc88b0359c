// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  InternalError,
  InvalidWalletResponseError,
  MethodNotFoundError,
  MethodNotSupportedError,
  UnknownWalletError,
  UserRejectedError,
} from '@/wallet/errors';
import { findStxAddress } from '@/wallet/addresses';
import { getAddresses } from '@/wallet/methods/get-addresses';
import { getInfo } from '@/wallet/methods/get-info';
import { open } from '@/wallet/methods/open';
import { openSwap } from '@/wallet/methods/open-swap';
import { stxGetNetworks } from '@/wallet/methods/stx-get-networks';
import { supportedMethods } from '@/wallet/methods/supported-methods';
import { getInjectedProvider } from '@/wallet/provider';
import { requestWallet } from '@/wallet/wallet-client';
import { ALL_WALLET_METHOD_NAMES, walletResults } from './fixtures/wallet-responses';
import {
  createMockWallet,
  createMockWalletProvider,
  installMockWallet,
  MOCK_WALLET_REQUEST_EVENT,
  MOCK_WALLET_RESPONSE_EVENT,
  MockWalletError,
  type MockWallet,
  type MockWalletRequest,
} from './mock-wallet-provider';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function setUp(options: Parameters<typeof createMockWallet>[0] = {}) {
  const target = new EventTarget();
  const wallet = createMockWallet({ ...options, target });
  cleanups.push(() => wallet.dispose());
  return { target, wallet, provider: createMockWalletProvider(target) };
}

describe('the event protocol', () => {
  it('sends a JSON-RPC request as an event and resolves with the response of the same id', async () => {
    const { target, provider } = setUp();
    const seen: MockWalletRequest[] = [];
    target.addEventListener(MOCK_WALLET_REQUEST_EVENT, (event) => {
      seen.push((event as CustomEvent<MockWalletRequest>).detail);
    });
    const response = await provider.request('getInfo');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ jsonrpc: '2.0', method: 'getInfo' });
    expect(seen[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response).toEqual({ jsonrpc: '2.0', id: seen[0]?.id, result: walletResults.getInfo });
  });

  it('ignores responses for other ids and junk events', async () => {
    const { target, wallet, provider } = setUp({ mode: 'manual' });
    const answer = provider.request('open', { mode: 'popup' });
    const [request] = wallet.pending();
    if (!request) throw new Error('no pending request');
    target.dispatchEvent(new CustomEvent(MOCK_WALLET_RESPONSE_EVENT, { detail: null }));
    target.dispatchEvent(
      new CustomEvent(MOCK_WALLET_RESPONSE_EVENT, {
        detail: { jsonrpc: '2.0', id: 'someone-else', result: 'wrong' },
      }),
    );
    target.dispatchEvent(new CustomEvent(MOCK_WALLET_REQUEST_EVENT, { detail: 'junk' }));
    wallet.approve(request.id);
    await expect(answer).resolves.toMatchObject({ id: request.id, result: { success: true } });
    expect(wallet.pending()).toEqual([]);
  });

  it('throws "Mock Leather error: {message}" and keeps the JSON-RPC code', async () => {
    const { provider } = setUp({ failure: 'reject' });
    const failure = provider.request('getAddresses').catch((error: unknown) => error);
    const error = await failure;
    expect(error).toBeInstanceOf(MockWalletError);
    expect(error).toMatchObject({
      message: 'Mock Leather error: User rejected request',
      code: 4001,
    });
  });

  it('reads a malformed error object without crashing', async () => {
    const target = new EventTarget();
    const provider = createMockWalletProvider(target);
    target.addEventListener(MOCK_WALLET_REQUEST_EVENT, (event) => {
      const { id } = (event as CustomEvent<MockWalletRequest>).detail;
      target.dispatchEvent(
        new CustomEvent(MOCK_WALLET_RESPONSE_EVENT, { detail: { id, error: 'broken' } }),
      );
    });
    await expect(provider.request('open')).rejects.toMatchObject({
      message: 'Mock Leather error: Unknown error',
      code: undefined,
    });
    await expect(requestWallet(open, {}, provider)).rejects.toBeInstanceOf(UnknownWalletError);
  });
});

describe('failure switches reach the client as the same typed errors as a real wallet', () => {
  it.each([
    ['reject', UserRejectedError, 'Mock Leather error: User rejected request'],
    ['internalError', InternalError, 'Mock Leather error: Internal error'],
    [
      'malformedResponse',
      InvalidWalletResponseError,
      'The wallet sent an unexpected answer to getAddresses',
    ],
  ] as const)('%s', async (failure, ErrorClass, message) => {
    const { provider } = setUp({ failure });
    const error = await requestWallet(getAddresses, undefined, provider).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    expect((error as Error).message).toBe(message);
  });

  it('noStacksAccount answers addresses without a Stacks entry', async () => {
    const { wallet, provider } = setUp();
    wallet.setFailure('noStacksAccount');
    expect(wallet.failure).toBe('noStacksAccount');
    const { addresses } = await requestWallet(getAddresses, undefined, provider);
    expect(addresses.length).toBeGreaterThan(0);
    expect(findStxAddress(addresses)).toBeUndefined();
    wallet.setFailure(null);
    const again = await requestWallet(getAddresses, undefined, provider);
    expect(findStxAddress(again.addresses)).toBeDefined();
  });

  it('answers an unknown method with method-not-found', async () => {
    const { provider } = setUp();
    const error = await provider.request('stx_teleport').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: -32601 });
    await expect(
      requestWallet({ ...open, name: 'stx_teleport' }, {}, provider),
    ).rejects.toBeInstanceOf(MethodNotFoundError);
  });

  it('uses answers given in place of the fixtures', async () => {
    const { provider } = setUp({ results: { open: { success: false } } });
    await expect(requestWallet(open, {}, provider)).resolves.toEqual({ success: false });
  });
});

describe('the approval API (for the dialog)', () => {
  function manual(): { wallet: MockWallet; provider: ReturnType<typeof createMockWalletProvider> } {
    const { wallet, provider } = setUp();
    wallet.setMode('manual');
    expect(wallet.mode).toBe('manual');
    return { wallet, provider };
  }

  it('lists pending requests to subscribers, oldest first, until answered', async () => {
    const { wallet, provider } = manual();
    const listener = vi.fn();
    const unsubscribe = wallet.subscribe(listener);
    const first = provider.request('open', { mode: 'popup' });
    const second = provider.request('stx_signMessage', { message: 'hi' });
    const [a, b] = wallet.pending();
    expect([a?.method, b?.method]).toEqual(['open', 'stx_signMessage']);
    expect(a?.params).toEqual({ mode: 'popup' });
    expect(listener).toHaveBeenLastCalledWith([a, b]);

    wallet.approve(b?.id ?? '', { signature: 'ab', publicKey: 'cd' });
    await expect(second).resolves.toMatchObject({ result: { signature: 'ab' } });
    wallet.reject(a?.id ?? '');
    await expect(first).rejects.toMatchObject({ code: 4001 });
    expect(listener).toHaveBeenLastCalledWith([]);

    unsubscribe();
    void provider.request('open').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('answers getInfo, supportedMethods and stx_getNetworks at once, as extensions do', async () => {
    const { wallet, provider } = manual();
    await expect(requestWallet(getInfo, undefined, provider)).resolves.toMatchObject({
      supportedMethods: [...ALL_WALLET_METHOD_NAMES],
    });
    const listed = await requestWallet(supportedMethods, undefined, provider);
    expect(listed.methods.map(({ name }) => name)).toEqual([...ALL_WALLET_METHOD_NAMES]);
    await expect(requestWallet(stxGetNetworks, undefined, provider)).resolves.toMatchObject({
      active: 'mainnet',
    });
    expect(wallet.pending()).toEqual([]);
  });

  it('rejects with a chosen error, and ignores unknown ids', async () => {
    const { wallet, provider } = manual();
    const answer = provider.request('open');
    wallet.approve('nope');
    wallet.reject('nope');
    const [request] = wallet.pending();
    wallet.reject(request?.id ?? '', { code: 4002, message: 'Not supported' });
    await expect(answer).rejects.toMatchObject({
      message: 'Mock Leather error: Not supported',
      code: 4002,
    });
  });
});

describe('unsupportedMethods', () => {
  it('leaves them out of what the wallet lists and answers them 4002', async () => {
    const { provider } = setUp({ unsupportedMethods: ['stx_updateProfile', 'openSwap'] });
    const info = await requestWallet(getInfo, undefined, provider);
    expect(info.supportedMethods).toHaveLength(ALL_WALLET_METHOD_NAMES.length - 2);
    expect(info.supportedMethods).not.toContain('stx_updateProfile');
    const listed = await requestWallet(supportedMethods, undefined, provider);
    expect(listed.methods.map(({ name }) => name)).toEqual(info.supportedMethods);
    await expect(
      requestWallet(openSwap, { base: 'STX', quote: 'sBTC' }, provider),
    ).rejects.toBeInstanceOf(MethodNotSupportedError);
    await expect(requestWallet(open, {}, provider)).resolves.toEqual({ success: true });
  });
});

describe('installMockWallet', () => {
  it('puts the provider where discovery looks, and takes it away again', async () => {
    const { wallet, uninstall } = installMockWallet();
    expect(getInjectedProvider()).toBeDefined();
    await expect(requestWallet(open, {})).resolves.toEqual({ success: true });
    wallet.setFailure('reject');
    await expect(requestWallet(open, {})).rejects.toBeInstanceOf(UserRejectedError);
    uninstall();
    expect(getInjectedProvider()).toBeUndefined();
  });
});
