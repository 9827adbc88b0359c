import { describe, expect, it, vi } from 'vitest';
import { leatherAddresses, MAINNET_STX_ADDRESS } from '@/mocks/fixtures/wallet-addresses';
import {
  InvalidWalletResponseError,
  UserRejectedError,
  WalletNotFoundError,
  WalletRequestValidationError,
} from './errors';
import { getAddresses } from './methods/get-addresses';
import { open } from './methods/open';
import type { WalletProvider } from './provider';
import { requestWallet } from './wallet-client';
import { defineWalletMethod } from './wallet-method';
import { z } from 'zod';

function providerAnswering(answer: (method: string, params: unknown) => Promise<unknown>) {
  const request = vi.fn(answer);
  return { provider: { request } satisfies WalletProvider, request };
}

describe('requestWallet', () => {
  it('sends the method and validated params, and returns the parsed result', async () => {
    const { provider, request } = providerAnswering(() =>
      Promise.resolve({ jsonrpc: '2.0', id: 'x', result: { addresses: leatherAddresses } }),
    );
    const result = await requestWallet(getAddresses, { network: 'mainnet' }, provider);
    expect(request).toHaveBeenCalledWith('getAddresses', { network: 'mainnet' });
    expect(result.addresses.map((a) => a.symbol)).toEqual(['BTC', 'BTC', 'STX']);
  });

  it('fills defaults before sending: open is a popup unless asked otherwise', async () => {
    const { provider, request } = providerAnswering(() =>
      Promise.resolve({ jsonrpc: '2.0', id: 'x', result: { success: true } }),
    );
    await requestWallet(open, {}, provider);
    expect(request).toHaveBeenCalledWith('open', { mode: 'popup' });
  });

  it('refuses invalid params before anything is sent', async () => {
    const { provider, request } = providerAnswering(() => Promise.resolve({}));
    // @ts-expect-error — a mode the method does not have
    await expect(requestWallet(open, { mode: 'sideways' }, provider)).rejects.toBeInstanceOf(
      WalletRequestValidationError,
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('fails clearly when there is no provider', async () => {
    await expect(requestWallet(getAddresses, undefined, undefined)).rejects.toBeInstanceOf(
      WalletNotFoundError,
    );
  });

  it('maps a rejected JSON-RPC response to its error class', async () => {
    const { provider } = providerAnswering(() =>
      Promise.reject({
        jsonrpc: '2.0',
        id: 'x',
        error: { code: 4001, message: 'User rejected request' },
      }),
    );
    await expect(requestWallet(getAddresses, undefined, provider)).rejects.toBeInstanceOf(
      UserRejectedError,
    );
  });

  it('maps an error response that resolved instead of rejecting', async () => {
    const { provider } = providerAnswering(() =>
      Promise.resolve({ jsonrpc: '2.0', id: 'x', error: { code: 4001, message: 'no' } }),
    );
    await expect(requestWallet(getAddresses, undefined, provider)).rejects.toBeInstanceOf(
      UserRejectedError,
    );
  });

  it.each([
    ['nothing', undefined],
    ['a bare result without envelope', { addresses: leatherAddresses }],
    ['a result of the wrong shape', { jsonrpc: '2.0', id: 'x', result: { addresses: 'SP…' } }],
    ['a string', 'ok'],
  ])('turns %s into InvalidWalletResponseError', async (_label, answer) => {
    const { provider } = providerAnswering(() => Promise.resolve(answer));
    await expect(requestWallet(getAddresses, undefined, provider)).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    );
  });
});

describe('schemas that throw', () => {
  // A library called inside a schema (c32check, Clarity encoding) may throw instead of
  // reporting an issue: that must still end as a typed error, never an uncaught exception.
  const throwing = z.string().transform((): string => {
    throw new Error('Invalid c32check string: checksum mismatch');
  });

  it('turns a throwing params schema into a validation error with the library text', async () => {
    const method = defineWalletMethod({
      name: 'x_throwing',
      params: throwing,
      result: z.unknown(),
    });
    const { provider, request } = providerAnswering(() => Promise.resolve({}));
    const failure = requestWallet(method, 'SP…', provider);
    await expect(failure).rejects.toBeInstanceOf(WalletRequestValidationError);
    await expect(failure).rejects.toThrow('Invalid c32check string: checksum mismatch');
    expect(request).not.toHaveBeenCalled();
  });

  it('turns a throwing result schema into InvalidWalletResponseError', async () => {
    const method = defineWalletMethod({
      name: 'x_throwing',
      params: z.undefined(),
      result: throwing,
    });
    const { provider } = providerAnswering(() =>
      Promise.resolve({ jsonrpc: '2.0', id: 'x', result: 'SP…' }),
    );
    await expect(requestWallet(method, undefined, provider)).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    );
  });
});

describe('getAddresses result', () => {
  it('drops entries it does not understand and keeps the rest, in order', () => {
    const parsed = getAddresses.result.parse({
      addresses: [{ symbol: 'DOGE', address: 'D…' }, 42, ...leatherAddresses],
    });
    expect(parsed.addresses).toHaveLength(3);
  });

  it('rejects a Stacks address whose checksum is wrong', () => {
    const parsed = getAddresses.result.parse({
      addresses: [{ symbol: 'STX', address: MAINNET_STX_ADDRESS.slice(0, -1) + '8' }],
    });
    expect(parsed.addresses).toEqual([]);
  });
});
